import { RemoteSystemError } from '@/application/remote-system-error';
import type { UploadOptions } from '@/application/groups/group-gateway';

/**
 * The network part of an in-memory upload: reports progress, can be held "in flight" so a test sees the
 * progress bar and presses Cancel, and rejects like the real adapter (reason `cancelled`) when aborted.
 */
export class HeldUploads {
  private held = false;
  private readonly waiting = new Set<() => void>();

  /** Uploads started from now on stop at half way until `release()`. */
  hold(): void {
    this.held = true;
  }

  /** Lets every held upload (and the later ones) finish. */
  release(): void {
    this.held = false;
    this.waiting.forEach((resume) => resume());
    this.waiting.clear();
  }

  /** A cancel at any point, a progress report's listener included, fails the upload as the real one does. */
  async send({ signal, onProgress }: UploadOptions = {}): Promise<void> {
    throwIfCancelled(signal);
    onProgress?.(0);
    throwIfCancelled(signal);
    if (this.held) {
      onProgress?.(0.5);
      throwIfCancelled(signal);
      await this.waitForRelease(signal);
    }
    onProgress?.(1);
    throwIfCancelled(signal);
  }

  private waitForRelease(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const resume = () => {
        signal?.removeEventListener('abort', cancel);
        resolve();
      };
      const cancel = () => {
        this.waiting.delete(resume);
        reject(cancelled());
      };
      this.waiting.add(resume);
      signal?.addEventListener('abort', cancel, { once: true });
    });
  }
}

const cancelled = () => new RemoteSystemError('drupal', null, { reason: 'cancelled' });

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelled();
}
