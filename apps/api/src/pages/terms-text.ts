// The text of each terms document, served at its `s3_link` without a token (the contract: "served … outside this
// API"). The local stand-in for the bucket the hosted product uses.
import type { FastifyInstance } from 'fastify';

import type { ApiContext } from '../http/context';
import { sendProblem } from '../http/problem';
import { isUuid } from '../http/request';

export function registerTermsText(app: FastifyInstance, context: ApiContext): void {
  app.get('/terms/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const id = file.endsWith('.md') ? file.slice(0, -3) : file;
    if (!isUuid(id)) return sendProblem(request, reply, 404, 'No such terms document.');
    const document = await context.db
      .selectFrom('terms_documents')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!document) return sendProblem(request, reply, 404, 'No such terms document.');
    return reply.type('text/markdown; charset=utf-8').send(document.body);
  });
}
