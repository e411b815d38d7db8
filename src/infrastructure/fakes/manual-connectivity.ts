import { BehaviorSubject } from 'rxjs';
import type { Connectivity } from '@/application/proposals/connectivity';

/** A network a test switches off and on. */
export class ManualConnectivity implements Connectivity {
  private readonly online = new BehaviorSubject(true);
  readonly online$ = this.online.asObservable();

  set(online: boolean): void {
    this.online.next(online);
  }
}
