import type { Kysely } from 'kysely';

import type { Database, TermsDocumentRow } from '../db/schema';
import type { Wire } from './wire';

/** spec §4: the current terms are the latest published document. */
export async function currentTermsDocument(db: Kysely<Database>): Promise<TermsDocumentRow | undefined> {
  return db
    .selectFrom('terms_documents')
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Where a document's text is served, without a token (the local stand-in for S3). */
export function termsLink(publicUrl: string, documentId: string): string {
  return `${publicUrl}/terms/${documentId}.md`;
}

export function termsDocumentView(
  publicUrl: string,
  row: Pick<TermsDocumentRow, 'id' | 'version'>,
): Wire<'TermsOfServiceDocument'> {
  return { id: row.id, version: row.version, s3_link: termsLink(publicUrl, row.id) };
}

export async function termsStatusView(
  db: Kysely<Database>,
  publicUrl: string,
  userId: string,
): Promise<Wire<'TermsOfServiceStatus'>> {
  const [current, signed] = await Promise.all([
    currentTermsDocument(db),
    db
      .selectFrom('terms_acceptances')
      .innerJoin('terms_documents', 'terms_documents.id', 'terms_acceptances.terms_document_id')
      .select(['terms_documents.id', 'terms_documents.version'])
      .where('terms_acceptances.user_id', '=', userId)
      .orderBy('terms_documents.published_at')
      .orderBy('terms_documents.version')
      .execute(),
  ]);
  return {
    currentTermsOfService: current ? termsDocumentView(publicUrl, current) : null,
    signedTermsOfService: signed.map((row) => termsDocumentView(publicUrl, row)),
  };
}
