/**
 * BroadcastChannel as browsers deliver it, for jsdom, which has none
 * (https://html.spec.whatwg.org/multipage/web-messaging.html#broadcasting-to-other-browsing-contexts):
 * a message reaches every other open channel of the same name, as a copy, in a later task; never
 * the channel that posted it, nor one closed before its task runs. Called at the top of a test
 * file: installed for each test; after it, no channel hears anything any more (a channel the
 * code keeps open for the page may still post).
 */
export function broadcastChannelEachTest(): void {
  const listening = new Set<FakeBroadcastChannel>();

  class FakeBroadcastChannel extends EventTarget {
    constructor(readonly name: string) {
      super();
      listening.add(this);
    }

    postMessage(message: unknown): void {
      const text = JSON.stringify(message);
      for (const other of listening) {
        if (other === this || other.name !== this.name) continue;
        setTimeout(() => {
          if (listening.has(other)) {
            other.dispatchEvent(new MessageEvent("message", { data: JSON.parse(text) }));
          }
        });
      }
    }

    close(): void {
      listening.delete(this);
    }
  }

  beforeEach(() => {
    window.BroadcastChannel = FakeBroadcastChannel as unknown as typeof BroadcastChannel;
  });
  afterEach(() => {
    listening.clear();
    delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
  });
}

/** Until the messages posted so far have been delivered (each in a task of its own). */
export const delivered = () => new Promise((resolve) => setTimeout(resolve));
