import type { Locator } from '@playwright/test';
import { englishFragmentsIn, ownTextsUnder } from '../../support/english-left-anywhere';

/**
 * The portal's own English words still showing in `region` for a reader of `language`, in any of its texts or
 * accessible names (support/english-left-anywhere.ts).
 */
export async function englishLeft(region: Locator, language: string): Promise<string[]> {
  return englishFragmentsIn(await region.evaluate(ownTextsUnder), language);
}
