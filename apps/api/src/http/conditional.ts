// Conditional GETs (RFC 9110 §13.1.2): the console polls the organization and its subscription every 10 s
// (spec §9), and most polls find nothing changed. An answer carries an `ETag`; a request whose `If-None-Match`
// names it answers 304 without a body, so an unchanged poll costs one small query and no transfer.
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Weak: the tag names the answer's content, not its bytes, so the gzip and identity codings of one answer share
 * it. `scope` keeps tags of different kinds of answer apart.
 */
export function weakEtag(scope: string, version: string): string {
  return `W/"${scope}-${version}"`;
}

/** A tag for an answer with no version of its own: a digest of its JSON. */
export function contentEtag(scope: string, body: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22);
  return weakEtag(scope, digest);
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2: `W/` is ignored; `*` matches). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sets the answer's `ETag`, and answers 304 when the request already holds it. Returns true when it answered:
 * the handler then returns the reply without building a body.
 */
export function answerIfUnchanged(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
