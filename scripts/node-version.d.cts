export function satisfies(version: string, range: string): boolean;
export function supportedRange(root?: string): string;
export function unsupportedNodeMessage(version: string, range: string): string | null;
