import type { ServiceIdentifier } from 'inversify';
import type { AppConfig } from './config/app-config';
import type { GroupGateway } from './groups/group-gateway';
import type { ChangeGroupMembership } from './groups/change-membership';
import type { PostComment } from './groups/post-comment';
import type { PostTopic } from './groups/post-topic';
import type { ReadGroups } from './groups/read-groups';
import type { TopicDraftStore } from './groups/topic-draft-store';
import type { ListingGateway } from './listing/listing-gateway';
import type { ReadListings } from './listing/read-listings';
import type { AccountGateway } from './session/account-gateway';
import type { CurrentViewer } from './session/current-viewer';
import type { LogIn } from './session/log-in';
import type { LogOut } from './session/log-out';
import type { MembershipGateway } from './session/membership-gateway';
import type { PendingLogout } from './session/pending-logout';
import type { SessionExpiry } from './session/session-expiry';
import type { SessionStore } from './session/session-store';
import type { SyncSession } from './session/sync-session';
import type { LoadPage } from './site/load-page';
import type { PageCache } from './site/page-cache';
import type { SiteGateway } from './site/site-gateway';
import type { LoadMenu } from './site/load-menu';
import type { KeyValueStorage } from './storage/key-value-storage';
import type { Preferences } from './preferences/preferences';
import type { EventSettingsGateway } from './proposals/event-settings-gateway';
import type { ProposalGateway } from './proposals/proposal-gateway';
import type { Connectivity } from './proposals/connectivity';
import type { DraftPresence } from './proposals/draft-presence';
import type { OpenProposals } from './proposals/open-proposals';
import type { ProposalDeskStore } from './proposals/proposal-desk-store';
import type { ResumeProposalSaves } from './proposals/resume-proposal-saves';
import type { ProposalDeskLoader } from './proposals/proposal-desk-loader';
import type { ProposalCopiesAtLogout } from './proposals/copies-at-logout';

const token = <T>(name: string) => Symbol.for(`necs.${name}`) as ServiceIdentifier<T>;

/** One typed token per port and service; views resolve services with `useService(TOKENS.X)`. */
export const TOKENS = {
  // configuration and storage
  Config: token<AppConfig>('Config'),
  PersistentStorage: token<KeyValueStorage>('PersistentStorage'),
  SessionStorage: token<KeyValueStorage>('SessionStorage'),
  // ports to the remote systems
  SiteGateway: token<SiteGateway>('SiteGateway'),
  ListingGateway: token<ListingGateway>('ListingGateway'),
  AccountGateway: token<AccountGateway>('AccountGateway'),
  MembershipGateway: token<MembershipGateway>('MembershipGateway'),
  GroupGateway: token<GroupGateway>('GroupGateway'),
  ProposalGateway: token<ProposalGateway>('ProposalGateway'),
  EventSettingsGateway: token<EventSettingsGateway>('EventSettingsGateway'),
  // the browser
  Connectivity: token<Connectivity>('Connectivity'),
  DraftPresence: token<DraftPresence>('DraftPresence'),
  // state
  SessionStore: token<SessionStore>('SessionStore'),
  CurrentViewer: token<CurrentViewer>('CurrentViewer'),
  PendingLogout: token<PendingLogout>('PendingLogout'),
  PageCache: token<PageCache>('PageCache'),
  Preferences: token<Preferences>('Preferences'),
  TopicDraftStore: token<TopicDraftStore>('TopicDraftStore'),
  /** Bound only once the desk's code has loaded: ask ProposalDeskLoader instead. */
  ProposalDeskStore: token<ProposalDeskStore>('ProposalDeskStore'),
  ProposalDeskLoader: token<ProposalDeskLoader>('ProposalDeskLoader'),
  ProposalCopiesAtLogout: token<ProposalCopiesAtLogout>('ProposalCopiesAtLogout'),
  // use cases
  SyncSession: token<SyncSession>('SyncSession'),
  LogIn: token<LogIn>('LogIn'),
  LogOut: token<LogOut>('LogOut'),
  SessionExpiry: token<SessionExpiry>('SessionExpiry'),
  LoadPage: token<LoadPage>('LoadPage'),
  LoadMenu: token<LoadMenu>('LoadMenu'),
  ReadListings: token<ReadListings>('ReadListings'),
  ReadGroups: token<ReadGroups>('ReadGroups'),
  ChangeGroupMembership: token<ChangeGroupMembership>('ChangeGroupMembership'),
  PostComment: token<PostComment>('PostComment'),
  PostTopic: token<PostTopic>('PostTopic'),
  /** Bound only once the desk's code has loaded, as ProposalDeskStore. */
  OpenProposals: token<OpenProposals>('OpenProposals'),
  ResumeProposalSaves: token<ResumeProposalSaves>('ResumeProposalSaves'),
} as const;
