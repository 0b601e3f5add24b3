// Types of scripts/nginx.mjs for the TypeScript tests that start nginx.

export declare const NGINX: string;

export declare function ensureNginx(): void;

export declare function siteConfig(options: {
  upstreams: string[];
  port: number;
  plainPort: number;
  dir: string;
}): string;

export interface RunningNginx {
  /** https://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The self-signed certificate it serves: the one to trust. */
  ca: string;
  pid: number;
  /** nginx's access log, one JSON object a line (deploy/nginx/krishi.conf's krishi_access format). */
  accessLog: string;
  /** Its stderr and error log so far. */
  output(): string;
  /** Finishes the requests in flight (SIGQUIT), then removes its directory. */
  stop(): Promise<void>;
}

export declare function startNginx(options: { upstreams: string[] }): Promise<RunningNginx>;
