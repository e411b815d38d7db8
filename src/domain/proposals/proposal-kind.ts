/** The three kinds of conference proposal (docs/behaviour.md, Proposal kinds), each with its own form per event. */
export const PROPOSAL_KINDS = ['panel', 'paper', 'workshop'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const isProposalKind = (value: unknown): value is ProposalKind =>
  (PROPOSAL_KINDS as readonly unknown[]).includes(value);
