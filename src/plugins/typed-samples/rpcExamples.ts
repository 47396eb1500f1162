export function isRpcPage(_docPath: string): boolean { return false; }
export async function checkRpcPage(_d: unknown): Promise<never[]> { return []; }
