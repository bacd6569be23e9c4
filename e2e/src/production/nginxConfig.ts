/**
 * What {@link nginxConfig} puts behind one TLS port: the demo's built files, and each service's
 * nodes as an upstream.
 * @example
 * const site: NginxSite = { port: 8443, internalGatewayPort: 8780, cert, key, demoRoot, hosts, upstreams: { gateway: [8801, 8802], relay: [8811, 8812], walletFrame: [8821, 8822] } }
 */
export type NginxSite = {
  /** The prefix folder: logs, pid file and nginx's temporary files go there. */
  dir: string
  port: number
  /**
   * A plain-HTTP loopback listener in front of the gateway's nodes, for the other services'
   * calls to it (the wallet frame reads each project's allowed origins there).
   */
  internalGatewayPort: number
  cert: string
  key: string
  /** The demo's production build (index.html and assets/). */
  demoRoot: string
  hosts: { app: string; gateway: string; relay: string; walletFrame: string }
  /** Loopback ports of each service's nodes. */
  upstreams: { gateway: number[]; relay: number[]; walletFrame: number[] }
}

/**
 * An nginx.conf as a team would deploy Portico: one server name per service on one HTTPS port,
 * each service's nodes in an upstream, WebSocket upgrades for the relay, the client's address
 * in `X-Forwarded-For`. A node that refuses the connection (stopped, killed) is skipped and the
 * request goes to the next one; a request already sent is not replayed unless its method is
 * idempotent (nginx's default), so a POST is never applied twice.
 * @example
 * writeFileSync(join(dir, 'nginx.conf'), nginxConfig(site))
 */
export function nginxConfig(site: NginxSite): string {
  const upstream = (name: string, ports: number[]) =>
    `upstream ${name} {\n${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 16;\n  }`
  // nginx 1.22 (Debian 12) takes http2 as a listen parameter.
  const tls = `listen 127.0.0.1:${site.port} ssl http2;
    ssl_certificate ${site.cert};
    ssl_certificate_key ${site.key};
    ssl_protocols TLSv1.2 TLSv1.3;`
  // Metrics are for the operator's scraper on the nodes' own ports, never for the internet.
  const proxied = (name: string, extra = '') => `location = /metrics { return 404; }
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      ${extra}
    }`
  return `# Written by the production rehearsal (e2e/src/production).
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
error_log ${site.dir}/error.log warn;
pid ${site.dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log ${site.dir}/access.log;
  client_body_temp_path ${site.dir}/client_body;
  proxy_temp_path ${site.dir}/proxy;
  fastcgi_temp_path ${site.dir}/fastcgi;
  uwsgi_temp_path ${site.dir}/uwsgi;
  scgi_temp_path ${site.dir}/scgi;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_max_body_size 1m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  ${upstream('gateway', site.upstreams.gateway)}
  ${upstream('relay', site.upstreams.relay)}
  ${upstream('wallet_frame', site.upstreams.walletFrame)}
  server {
    ${tls}
    server_name ${site.hosts.app};
    root ${site.demoRoot};
    location / { try_files $uri $uri/ /index.html; }
  }
  server {
    ${tls}
    server_name ${site.hosts.gateway};
    ${proxied('gateway', 'proxy_set_header Connection "";')}
  }
  server {
    listen 127.0.0.1:${site.internalGatewayPort};
    ${proxied('gateway', 'proxy_set_header Connection "";')}
  }
  server {
    ${tls}
    server_name ${site.hosts.walletFrame};
    ${proxied('wallet_frame', 'proxy_set_header Connection "";')}
  }
  server {
    ${tls}
    server_name ${site.hosts.relay};
    ${proxied(
      'relay',
      `proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;`,
    )}
  }
}
`
}
