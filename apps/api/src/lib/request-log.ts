import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is done: method, address, status and milliseconds taken,
 * with the request id the request's logger puts on every line. Fastify's default writes two
 * (arrival and completion), each serialising the whole request or response.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // The completion line says everything; a request that never completes shows in the errors.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = completedLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, REQUEST_COMPLETED);
  }
}

export const REQUEST_COMPLETED = 'request completed';

/** The fields of a request's completion line (also for answers sent before Fastify). */
export function completedLine(method: string, url: string, statusCode: number, elapsedMs: number) {
  return { method, url, statusCode, responseTime: Math.round(elapsedMs * 10) / 10 };
}
