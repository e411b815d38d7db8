import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';

/**
 * A switch every in-memory gateway carries, so a test can show the UI's error state and its retry:
 * while started, each call fails as a real adapter would when the system cannot be reached.
 */
export class SimulatedOutage {
  private error: Error | null = null;

  constructor(private readonly system: RemoteSystem) {}

  /** Every call fails from now on (by default with "Network Error", as when nothing answers). */
  start(error: Error = new RemoteSystemError(this.system, null)): void {
    this.error = error;
  }

  end(): void {
    this.error = null;
  }

  /** Throws while the outage lasts; called first by every gateway method. */
  check(): void {
    if (this.error) throw this.error;
  }
}
