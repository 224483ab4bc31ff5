import net from 'node:net';

/**
 * A TCP relay between the server and a database that a test can cut and restore.
 *
 * Why it stands in faithfully for a PostgreSQL restart: the server sees a database only
 * through its TCP connections. When PostgreSQL stops, every open connection is closed under
 * the client — with PostgreSQL's goodbye (57P01 "terminating connection due to
 * administrator command") or without a word (a reset) — and while it is down, connecting is
 * refused (ECONNREFUSED). The test does the same: `refuseNew()` closes the port, the
 * server's own backends are terminated by PostgreSQL (`pg_terminate_backend`, which sends the
 * same 57P01 a fast shutdown sends), and `cut()` resets whatever is left. `restore()` listens
 * again on the same port, as the restarted cluster does, and new connections reach the same
 * database with its data intact. Only the "starting up" answer (57P03) is not reproduced;
 * the error handler lists it with the others. Restarting the machine's real cluster instead
 * would break the other test files that run at the same time.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private readonly upstreams = new Set<net.Socket>();
  private listenPort = 0;
  private closing: Promise<void> | undefined;
  /** Connections made through the proxy, over its lifetime. */
  connections = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly host = '127.0.0.1',
  ) {}

  get port(): number {
    return this.listenPort;
  }

  get up(): boolean {
    return this.server !== undefined;
  }

  /** Starts relaying; on the first call any free port, then the same one again. */
  async restore(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.relay(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, this.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.listenPort = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** New connections are refused (the port is closed); open ones carry on. */
  refuseNew(): void {
    const server = this.server;
    this.server = undefined;
    // The callback comes once the open connections are gone too (`cut()` waits for it).
    if (server) this.closing = new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database "goes away": new connections are refused, open ones reset. */
  async cut(): Promise<void> {
    this.refuseNew();
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    await this.closing;
  }

  /** The local ports of the connections to the database (its `client_port`s). */
  upstreamPorts(): number[] {
    return [...this.upstreams].map((s) => s.localPort).filter((p): p is number => p !== undefined);
  }

  async close(): Promise<void> {
    await this.cut();
  }

  private relay(client: net.Socket): void {
    this.connections += 1;
    const upstream = net.connect(this.target.port, this.target.host);
    this.upstreams.add(upstream);
    upstream.on('close', () => this.upstreams.delete(upstream));
    const pair = [client, upstream];
    for (const socket of pair) {
      this.sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        this.sockets.delete(socket);
        // One side gone: the other is ended too, after what was already relayed.
        for (const other of pair) if (other !== socket) other.end();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
