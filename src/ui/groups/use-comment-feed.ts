import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { INNER_STOP } from '../shared/inner-stops';
import { commentInFragment } from './comment-address';

const FOCUSABLE = 'a[href], button:not(:disabled), textarea, input, select, [tabindex]:not([tabindex="-1"])';
/** Keys in a field are the field's own: its caret, its lines. */
const TYPED_IN = 'textarea, input, select, [contenteditable="true"]';

const articlesOf = (feed: HTMLElement) => [...feed.querySelectorAll<HTMLElement>(':scope > article')];
const commentOf = (article: Element | null) => (article ? commentInFragment(`#${article.id}`) : null);

/** The first focusable element after the feed (forward), or the last one before it. */
function beyond(feed: HTMLElement, forward: boolean): HTMLElement | undefined {
  const side = forward ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const outside = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !feed.contains(element) && feed.compareDocumentPosition(element) & side,
  );
  return forward ? outside[0] : outside.at(-1);
}

/**
 * The next (step 1) or previous (-1) of the article's controls from `from`, the article itself before the
 * first; null past either end, undefined when `from` is neither (a link in the comment's text).
 */
function nextControl(article: HTMLElement, from: HTMLElement, step: 1 | -1): HTMLElement | null | undefined {
  const stops = [article, ...article.querySelectorAll<HTMLElement>(`${INNER_STOP}:not(:disabled)`)];
  const at = stops.indexOf(from);
  return at < 0 ? undefined : (stops[at + step] ?? null);
}

/**
 * A discussion's keys, as the ARIA Authoring Practices' feed pattern has them. Each comment (an article) is one
 * stop of Tab, so a 300-comment topic is not 900 stops long; its time, Edit, Reply and link come into the Tab
 * order only while the focus is in that comment (`current`, inner-stops.ts): Tab from a comment goes through its own controls, then
 * on to the next comment, and Shift+Tab back to the comment before passes its controls by. The arrow keys
 * Right and Left step between a comment and its controls too (Up and Down are left to scroll a long comment).
 * Page Down and Page Up move to the next and previous comment; Control+End and Control+Home leave the
 * discussion for what follows or precedes it. Page Down at the last comment drawn draws the next batch
 * (`onPastEnd`), as "Show more comments" does. Keys typed in an editor are the editor's.
 */
export function useCommentFeed(onPastEnd: () => void) {
  const [current, setCurrent] = useState<number | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    setCurrent(commentOf((event.target as Element).closest('article')));
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setCurrent(null);
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const feed = event.currentTarget;
      const target = event.target as HTMLElement;
      const article = target.closest('article');
      if (!article || target.closest(TYPED_IN)) return;
      const move = feedMove(feed, article, target, event);
      if (move === undefined) return;
      event.preventDefault();
      if (move === 'past end') onPastEnd();
      else move?.focus();
    },
    [onPastEnd],
  );
  return { current, onFocus, onBlur, onKeyDown };
}

/** Where a key moves the focus from `target` in `article`: undefined when the key is not the feed's. */
function feedMove(
  feed: HTMLElement,
  article: HTMLElement,
  target: HTMLElement,
  { key, ctrlKey }: { key: string; ctrlKey: boolean },
): HTMLElement | null | 'past end' | undefined {
  const articles = articlesOf(feed);
  const at = articles.indexOf(article);
  if (key === 'PageDown') return articles[at + 1] ?? 'past end';
  if (key === 'PageUp') return articles[at - 1] ?? null;
  if (ctrlKey && key === 'End') return beyond(feed, true) ?? null;
  if (ctrlKey && key === 'Home') return beyond(feed, false) ?? null;
  if (key === 'ArrowRight') return nextControl(article, target, 1);
  if (key === 'ArrowLeft') return nextControl(article, target, -1);
  return undefined;
}
