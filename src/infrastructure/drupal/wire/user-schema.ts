import * as z from 'zod/mini';
import type { User } from '@/domain/user/user';
import { wireNumber } from '../../wire/answer-parsing';
import { optionalField, requiredField } from './drupal-field';

/** `GET user/{uid}?_format=json`: Drupal's user normalization. Empty fields are `[]`. */
export const userSchema = z.pipe(
  z.object({
    uid: requiredField(wireNumber),
    name: requiredField(z.string()),
    mail: optionalField(z.string(), ''),
    field_user_firstname: optionalField(z.string(), ''),
    field_user_lastname: optionalField(z.string(), ''),
  }),
  z.transform((user): User => ({
    uid: user.uid,
    accountName: user.name,
    firstName: user.field_user_firstname,
    lastName: user.field_user_lastname,
    mail: user.mail,
  })),
);

/** A login answer: the uid, and the session's tokens, which stay with the adapter. */
export interface DrupalLoginAnswer {
  readonly uid: number;
  readonly csrfToken: string;
  readonly logoutToken: string;
}

/**
 * `POST user/login?_format=json`. `uid` is a string here; roles are deliberately not read
 * (docs/wire-drupal.md, "Login").
 */
export const loginAnswerSchema = z.pipe(
  z.object({
    current_user: z.object({ uid: wireNumber }),
    csrf_token: z.string().check(z.minLength(1)),
    logout_token: z.string().check(z.minLength(1)),
  }),
  z.transform((answer): DrupalLoginAnswer => ({
    uid: answer.current_user.uid,
    csrfToken: answer.csrf_token,
    logoutToken: answer.logout_token,
  })),
);
