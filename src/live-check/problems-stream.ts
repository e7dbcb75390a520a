/**
 * The content's problems as server-sent events: each page of the development server gets the
 * current list when it connects, then each new one (an empty list once the content is valid).
 */
import type { IncomingMessage, ServerResponse } from "http";

export interface ProblemsStream {
  /** Request handler of the events endpoint. */
  subscribe: (request: IncomingMessage, response: ServerResponse) => void;
  publish: (problems: readonly string[]) => void;
}

export function problemsStream(): ProblemsStream {
  let current: readonly string[] = [];
  const clients = new Set<ServerResponse>();
  const send = (client: ServerResponse) => client.write(`data: ${JSON.stringify(current)}\n\n`);
  return {
    subscribe(request, response) {
      response.writeHead(200, {
        "Content-Type": "text/event-stream",
        // `no-transform`: the development server compresses responses, which would hold the
        // events back until the stream ends (https://github.com/expressjs/compression#compressionoptions).
        "Cache-Control": "no-cache, no-transform",
        Connection: "keep-alive",
      });
      send(response);
      clients.add(response);
      request.on("close", () => clients.delete(response));
    },
    publish(problems) {
      current = problems;
      for (const client of clients) send(client);
    },
  };
}
