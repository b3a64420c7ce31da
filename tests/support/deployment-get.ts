// A request on a served deployment (npm run serve:deploy) as a client naming `host` would send
// it: previews are told apart by the Host header alone (`<id>.preview.localhost`).
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function getFromDeployment(
  port: number,
  path: string,
  host = `localhost:${port}`,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ port, path, method, headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
