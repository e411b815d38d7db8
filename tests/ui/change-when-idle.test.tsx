import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChangeWhenIdle } from '@/ui/shared/use-change-when-idle';

describe('a change passed on when the page is idle', () => {
  // A page that is never idle: only flush, or a change made now, passes anything on.
  const neverIdle = () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  };
  afterEach(() => vi.unstubAllGlobals());

  it('holds the last change until it is flushed, and says what the field holds meanwhile', () => {
    neverIdle();
    const { result } = renderHook(() => useChangeWhenIdle<string>());
    const passOn = vi.fn();
    result.current.changed('<p>a</p>', passOn);
    result.current.changed('<p>ab</p>', passOn);
    expect(passOn).not.toHaveBeenCalled();
    expect(result.current.latest('<p></p>')).toBe('<p>ab</p>');
    result.current.flush();
    expect(passOn).toHaveBeenCalledExactlyOnceWith('<p>ab</p>');
  });

  it('passes a change made now on at once (a picture’s description field is drawn from it)', () => {
    neverIdle();
    const { result } = renderHook(() => useChangeWhenIdle<string>());
    const passOn = vi.fn();
    result.current.changed('<p>a</p>', passOn);
    result.current.changed('<p>a<img src="/cms/x.png"></p>', passOn, true);
    expect(passOn).toHaveBeenCalledExactlyOnceWith('<p>a<img src="/cms/x.png"></p>');
    result.current.flush();
    expect(passOn).toHaveBeenCalledOnce();
  });

  it('hands a change still held when the field goes away to what keeps it, once, and nothing already passed on', () => {
    neverIdle();
    const leftBehind = vi.fn();
    const { result, unmount } = renderHook(() => useChangeWhenIdle<string>(leftBehind));
    const passOn = vi.fn();
    result.current.changed('<p>a</p>', passOn);
    result.current.flush();
    result.current.changed('<p>ab</p>', passOn);
    unmount();
    expect(leftBehind).toHaveBeenCalledExactlyOnceWith('<p>ab</p>');
    expect(passOn).toHaveBeenCalledExactlyOnceWith('<p>a</p>');
  });
});
