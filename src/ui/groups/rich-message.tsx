import { Fragment, type ReactNode } from 'react';
import type { Translate } from '../i18n/message-catalogues';

/** Private-use characters no message contains: they mark where an element goes in the formatted text. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A message with elements in it (a link, a `<time>`), placed where the language puts them:
 * `richMessage(t, 'logInToJoin', { login: <LoginLink>…</LoginLink> })`.
 */
export function richMessage<Key extends string>(
  t: Translate<Key>,
  key: Key,
  elements: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const nodes = Object.values(elements);
  const marks = Object.fromEntries(
    Object.keys(elements).map((name, index) => [name, `${OPEN}${index}${CLOSE}`]),
  );
  // split with a capturing group alternates text and the captured index: text, index, text, …
  return t(key, marks)
    .split(MARK)
    .map((part, at) => <Fragment key={at}>{at % 2 === 0 ? part : nodes[Number(part)]}</Fragment>);
}
