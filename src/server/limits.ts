import { MAX_MESSAGE_BYTES } from './protocol.ts';

/** What the relay allows each client and all of them together. */
export interface RelayLimits {
  /** Connections at once, in all and from one address (over either, the upgrade gets a 503). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** New connections an address may open at once, then one per `connectRefillMs` (429 past that). */
  connectBurst: number;
  connectRefillMs: number;
  /** Published races that may wait at once, and the bytes their prepared feeds may hold. */
  maxQueued: number;
  maxQueuedBytes: number;
  /** Bytes sent to a viewer and not yet read by it (see flow.ts), and over all viewers. */
  windowBytes: number;
  totalInFlightBytes: number;
  /** How long a viewer may leave a full window unread before it is dropped as too slow. */
  slowViewerMs: number;
  /** Bytes Node itself may hold unsent for one viewer (a client acknowledging what it never read). */
  maxBufferedBytes: number;
  maxMessageBytes: number;
  /** Hellos a viewer may send at once, then one per `helloRefillMs`: each resends the race so far. */
  helloBurst: number;
  helloRefillMs: number;
  /** A connection that has said nothing valid by then is closed. */
  helloTimeoutMs: number;
  /** Every connection is pinged this often; one that answered none of the last round's is closed. */
  keepAliveMs: number;
  /** Messages a connection may send at once, then one per `messageRefillMs` (its socket is paused meanwhile). */
  messageBurst: number;
  messageRefillMs: number;
  /** Refused messages after which a connection is closed (a valid one starts the count again). */
  maxBadMessages: number;
  /** Wrong publish tokens a connection may send; an address may send a burst, then one per refill. */
  authFailuresPerConnection: number;
  authFailuresPerAddress: number;
  authRefillMs: number;
}

export const DEFAULT_LIMITS: RelayLimits = {
  maxConnections: 10_000,
  maxConnectionsPerAddress: 200,
  connectBurst: 200,
  connectRefillMs: 100,
  maxQueued: 32,
  maxQueuedBytes: 256 * 2 ** 20,
  windowBytes: 2 ** 20,
  totalInFlightBytes: 128 * 2 ** 20,
  slowViewerMs: 15_000,
  maxBufferedBytes: 4 * 2 ** 20,
  maxMessageBytes: MAX_MESSAGE_BYTES,
  helloBurst: 5,
  helloRefillMs: 5_000,
  helloTimeoutMs: 10_000,
  keepAliveMs: 30_000,
  messageBurst: 40,
  messageRefillMs: 50,
  maxBadMessages: 5,
  authFailuresPerConnection: 3,
  authFailuresPerAddress: 10,
  authRefillMs: 60_000,
};
