// A bounded, oldest-first list of candles in one typed array (prices in integer units), for the
// one-minute candles the live simulation records. It starts small and doubles up to its limit, so
// a short-lived server (a test) does not reserve a day of candles for every product.

/** One candle with prices in integer units of the product (10^-decimals) and volume in shares. */
export interface UnitCandle {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

const FIELDS = 6;
const INITIAL_CAPACITY = 64;

export class CandleRing {
  private data: Float64Array;
  private capacity: number;
  private start = 0;
  private count = 0;

  constructor(readonly maxSize: number) {
    this.capacity = Math.min(INITIAL_CAPACITY, maxSize);
    this.data = new Float64Array(this.capacity * FIELDS);
  }

  get length(): number {
    return this.count;
  }

  push(candle: UnitCandle): void {
    if (this.count === this.capacity && this.capacity < this.maxSize) this.grow();
    let slot: number;
    if (this.count < this.capacity) {
      slot = (this.start + this.count) % this.capacity;
      this.count++;
    } else {
      // Full: the oldest makes room.
      slot = this.start;
      this.start = (this.start + 1) % this.capacity;
    }
    const at = slot * FIELDS;
    this.data[at] = candle.t;
    this.data[at + 1] = candle.o;
    this.data[at + 2] = candle.h;
    this.data[at + 3] = candle.l;
    this.data[at + 4] = candle.c;
    this.data[at + 5] = candle.v;
  }

  /** 0 is the oldest. */
  get(index: number): UnitCandle {
    const at = ((this.start + index) % this.capacity) * FIELDS;
    const d = this.data;
    return { t: d[at], o: d[at + 1], h: d[at + 2], l: d[at + 3], c: d[at + 4], v: d[at + 5] };
  }

  toArray(): UnitCandle[] {
    return Array.from({ length: this.count }, (_, i) => this.get(i));
  }

  private grow(): void {
    const capacity = Math.min(this.capacity * 2, this.maxSize);
    const data = new Float64Array(capacity * FIELDS);
    for (let i = 0; i < this.count; i++) {
      const from = ((this.start + i) % this.capacity) * FIELDS;
      data.set(this.data.subarray(from, from + FIELDS), i * FIELDS);
    }
    this.data = data;
    this.capacity = capacity;
    this.start = 0;
  }
}
