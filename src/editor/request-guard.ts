/**
 * The editor's API writes into the working tree and has no login, so it answers only a
 * browser on this machine showing the editor itself. Gatsby's development server allows
 * every origin (it adds `Access-Control-Allow-Origin: *` to all its answers), so without this
 * check any web page open in the same browser could post saves to it; checking the host name
 * as well turns away DNS-rebinding pages, whose requests carry their own host name.
 */
import type { NextFunction, Request, Response } from "express";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

const isLoopbackAddress = (address: string | undefined) =>
  address !== undefined && (address === "::1" || /^(::ffff:)?127\./.test(address));

function hostName(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

export function isFromThisMachine(req: Request): boolean {
  const host = req.headers.host ?? "";
  const name = hostName(host);
  const origin = req.headers.origin;
  return (
    name !== undefined &&
    LOOPBACK_NAMES.has(name) &&
    isLoopbackAddress(req.socket.remoteAddress) &&
    (origin === undefined || origin === `${req.protocol}://${host}`)
  );
}

export function onlyFromThisMachine(req: Request, res: Response, next: NextFunction) {
  if (isFromThisMachine(req)) {
    next();
    return;
  }
  res.status(403).json({ error: "The content editor only answers its own page on this machine" });
}
