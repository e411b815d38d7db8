import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../src/domain/shared/escape-html';
import type { SandboxDatabase } from '../storage/database';
import { findUserById, type SandboxUser } from './tables/users';

/** The site roles whose users the portal shows the content system's edit, create and delete shortcuts to. */
const EDITING_ROLES = ['editor', 'administrator', 'developer'] as const;

/** The logged-in user when they may use the content system's editing screens, otherwise undefined. */
export function editorOf(db: SandboxDatabase, request: FastifyRequest): SandboxUser | undefined {
  const user = request.cmsSession ? findUserById(db, request.cmsSession.uid) : undefined;
  return user?.roles.some((role) => (EDITING_ROLES as readonly string[]).includes(role)) ? user : undefined;
}

/**
 * Answers one of the content system's HTML screens as Drupal would: 403 "Access denied" for anyone
 * (anonymous included) without an editing role, 404 "Page not found" when the entity does not exist,
 * otherwise the screen. The sandbox has no editor; a screen only confirms where a shortcut led.
 */
export function answerEditingScreen(
  db: SandboxDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
  screen: () => { heading: string; body: string } | undefined,
) {
  const html = reply.code(200).type('text/html; charset=utf-8');
  if (!editorOf(db, request)) {
    return html
      .code(403)
      .send(htmlPage('Access denied', '<p>You are not authorized to access this page.</p>'));
  }
  const found = screen();
  if (!found) {
    return html.code(404).send(htmlPage('Page not found', '<p>The requested page could not be found.</p>'));
  }
  return html.send(htmlPage(found.heading, found.body));
}

/** A form-like body: the entity's title in a text field and a Save button that goes nowhere. */
export function titleForm(title: string, button = 'Save'): string {
  return (
    `<form method="post" onsubmit="return false"><label>Title <input name="title" value="${escapeHtml(title)}" size="60"></label>` +
    `<p><button type="submit">${escapeHtml(button)}</button></p></form>`
  );
}

/** Drupal's confirmation form of a delete screen. */
export function deleteConfirmation(what: string): string {
  return (
    `<p>Are you sure you want to delete ${what}? This action cannot be undone.</p>` +
    '<form method="post" onsubmit="return false"><button type="submit">Delete</button></form>'
  );
}

export function htmlPage(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${heading} | Content system sandbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2a37}
td,th{padding:.25rem .75rem;text-align:left;border-bottom:1px solid #d8dee6}</style></head>
<body><h1>${heading}</h1>${body}</body></html>`;
}
