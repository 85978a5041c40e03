/**
 * The transport's floor: a minimal socket.io server that acknowledges every `echo` with its payload,
 * with the same socket.io settings as the real server (message size, ping interval). Run as a child
 * process like the real server, so both are measured from the same clients under the same conditions.
 *
 * It also relays a `fanout` to every socket of a group (`group:join`): the bare cost of what a move
 * needs on top of one round trip, one message reaching every client of a room.
 */
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Server } from 'socket.io';
import type { ChildConfig, ChildReply, ChildRequest } from './child-protocol.ts';

const config = JSON.parse(process.env.KT_CHILD_CONFIG ?? '{}') as ChildConfig;
const http = createServer((_req, res) => res.writeHead(404).end());
const io = new Server(http, { maxHttpBufferSize: 16_384, serveClient: false, pingInterval: 20_000, pingTimeout: 25_000 });
io.on('connection', (socket) => {
  socket.on('echo', (payload: unknown, ack: unknown) => {
    if (typeof ack === 'function') ack(payload);
  });
  socket.on('group:join', (group: unknown, ack: unknown) => {
    if (typeof group === 'string') void socket.join(group);
    if (typeof ack === 'function') ack();
  });
  socket.on('fanout', (message: { group?: unknown; id?: unknown; payload?: unknown }) => {
    if (typeof message?.group === 'string') io.to(message.group).emit('fanout', { id: message.id, payload: message.payload });
  });
});

const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
let cpuMark = process.cpuUsage();
let wallMark = performance.now();

await new Promise<void>((resolve) => http.listen(config.port ?? 0, config.host ?? '127.0.0.1', resolve));
const address = http.address();
const port = typeof address === 'object' && address ? address.port : 0;

const send = (reply: ChildReply): void => void process.send?.(reply);
process.on('message', (message: ChildRequest) => {
  if (message.type === 'close') {
    // Disconnects every socket at once; the process ends on the next line, so nothing could await or report more.
    void io.close();
    process.exit(0);
  }
  if (message.type !== 'metrics') return;
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage(cpuMark);
  const wallMs = performance.now() - wallMark;
  send({
    type: 'metrics',
    id: message.id,
    metrics: {
      loopLagMs: { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
      cpuPercent: wallMs > 0 ? ((cpu.user + cpu.system) / 1000 / wallMs) * 100 : 0,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      externalBytes: memory.external,
      rooms: 0,
      handles: process.getActiveResourcesInfo().length,
    },
  });
  if (message.reset) {
    lag.reset();
    cpuMark = process.cpuUsage();
    wallMark = performance.now();
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', url: `http://127.0.0.1:${port}`, port, pid: process.pid });
