import type { CallChannel, ChannelEvent } from './channel.js';
import { Timer, type Clock } from './clock.js';

/**
 * The transport stage: the phone line the conversation speaks on now. A dropped media stream
 * may come back (Twilio redirects the call to the reconnect handler): the new stream replaces
 * the old, whose late events are ignored; after the resume window the call is given up.
 */
export class Transport {
  private current: CallChannel;
  private readonly resumeWindow: Timer;
  /** The stream was lost and no new one came yet (still true once the call was given up). */
  private lost = false;

  constructor(
    channel: CallChannel,
    clock: Clock,
    private readonly onEvent: (event: ChannelEvent) => void,
  ) {
    this.current = channel;
    this.resumeWindow = new Timer(clock);
  }

  get line(): CallChannel {
    return this.current;
  }

  /** Starts hearing the line's events. */
  listen() {
    this.hear(this.current);
  }

  private hear(channel: CallChannel) {
    // Events from a line that was replaced are stale.
    channel.onEvent((e) => {
      if (channel === this.current) this.onEvent(e);
    });
  }

  /** The stream was lost: `gone` runs unless a new one arrives within `ms`. */
  waitForReturn(ms: number, gone: () => void) {
    this.lost = true;
    this.resumeWindow.set(ms, gone);
  }

  get waiting(): boolean {
    return this.lost;
  }

  /** A new stream for this call: it replaces the old one (whose buffered audio is dropped). */
  replace(channel: CallChannel) {
    this.resumeWindow.clear();
    this.lost = false;
    const old = this.current;
    this.current = channel;
    this.hear(channel);
    if (old !== channel) old.clear();
  }

  close() {
    this.resumeWindow.clear();
  }
}
