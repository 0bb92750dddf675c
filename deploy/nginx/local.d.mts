export function nginxBinary(): string | null;
export function localConfig(options: LocalNginxOptions): string;
export type LocalNginxOptions = {
  /** host:port of each API process. */
  upstreams: string[];
  port: number;
  webDist: string;
  /** Where the configuration, logs, pid and temporary files go. */
  dir: string;
};
export type LocalNginx = { url: string; errorLog: () => string; stop: () => Promise<void> };
export function startNginx(options: LocalNginxOptions): Promise<LocalNginx>;
