import { BehaviorSubject, type Observable } from 'rxjs';
import type { StoredArea } from './stored-area';

/**
 * Observable state mirrored into one stored area: every change is saved, so a reload starts where the
 * visitor left off. The stores of the application (session, preferences) are built on it.
 */
export class PersistedState<T extends object> {
  private readonly subject: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  constructor(private readonly area: StoredArea<T>) {
    this.subject = new BehaviorSubject(area.load());
    this.state$ = this.subject.asObservable();
  }

  snapshot(): T {
    return this.subject.getValue();
  }

  merge(change: Partial<T>): void {
    this.replace({ ...this.snapshot(), ...change });
  }

  /** Takes up what is stored now (another tab wrote it), when it differs from what this tab holds. */
  reload(): void {
    const stored = this.area.load();
    if (JSON.stringify(stored) !== JSON.stringify(this.snapshot())) this.subject.next(stored);
  }

  /** Sets the whole state; `persist: false` also removes the stored copy (nothing left behind). */
  replace(next: T, { persist = true } = {}): void {
    if (persist) this.area.save(next);
    else this.area.clear();
    this.subject.next(next);
  }
}
