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
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
