import { useEffect, useRef } from 'react';

/**
 * The sent notice takes the focus when a send from this page ends in a sent kind, so that a screen reader
 * hears "Sent at …" and the keyboard goes on from there (Send, where the focus was, is gone). A kind found
 * sent otherwise (on opening, or sent in another tab) leaves the focus where the member is. Returns the
 * notice's ref; the notice needs tabIndex -1.
 */
export function useSentNoticeFocus(sending: boolean, sent: boolean) {
  const notice = useRef<HTMLDivElement>(null);
  const wasSending = useRef(sending);
  useEffect(() => {
    if (sent && wasSending.current) notice.current?.focus();
    wasSending.current = sending;
  }, [sending, sent]);
  return notice;
}
