import { writeFileSync } from "node:fs";

/**
 * Writes a tiny but real llama-architecture GGUF model (one layer, random F32 weights, a
 * SentencePiece-style vocabulary of lowercase words and byte fallbacks), so tests exercise the
 * embedded model path — load, stream tokens, abort — with a few hundred KB instead of gigabytes.
 * Its output is random words; tests check mechanics, not prose.
 */
const T = { UINT32: 4, INT32: 5, FLOAT32: 6, STRING: 8, ARRAY: 9 } as const;

type Kv = [key: string, type: "u32" | "f32" | "str" | "strs" | "f32s" | "i32s", value: unknown];

class Writer {
  chunks: Buffer[] = [];
  length = 0;
  push(b: Buffer) {
    this.chunks.push(b);
    this.length += b.length;
  }
  u32(v: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.push(b);
  }
  i32(v: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(v);
    this.push(b);
  }
  u64(v: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.push(b);
  }
  f32(v: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    this.push(b);
  }
  str(s: string) {
    const bytes = Buffer.from(s, "utf8");
    this.u64(bytes.length);
    this.push(bytes);
  }
  pad(alignment: number) {
    const extra = (alignment - (this.length % alignment)) % alignment;
    if (extra) this.push(Buffer.alloc(extra));
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so every generated model is identical. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  "the quick brown fox jumps over lazy dog write clear text with simple words every day good ideas grow from small notes people read short lines".split(
    " ",
  );

export function writeTinyGguf(file: string, opts: { seed?: number } = {}): void {
  const nEmbd = 32;
  const nHead = 2;
  const nFf = 64;
  const tokens = ["<unk>", "<s>", "</s>"];
  const types = [2, 3, 3];
  for (let i = 0; i < 256; i++) {
    tokens.push(`<0x${i.toString(16).toUpperCase().padStart(2, "0")}>`);
    types.push(6);
  }
  for (const word of WORDS) {
    tokens.push(`▁${word}`);
    types.push(1);
  }
  const nVocab = tokens.length;
  const scores = tokens.map((_, i) => -i);

  const kvs: Kv[] = [
    ["general.architecture", "str", "llama"],
    ["general.name", "str", "quillstack-tiny-test"],
    ["llama.context_length", "u32", 512],
    ["llama.embedding_length", "u32", nEmbd],
    ["llama.block_count", "u32", 1],
    ["llama.feed_forward_length", "u32", nFf],
    ["llama.attention.head_count", "u32", nHead],
    ["llama.attention.head_count_kv", "u32", nHead],
    ["llama.rope.dimension_count", "u32", nEmbd / nHead],
    ["llama.attention.layer_norm_rms_epsilon", "f32", 1e-5],
    ["tokenizer.ggml.model", "str", "llama"],
    ["tokenizer.ggml.tokens", "strs", tokens],
    ["tokenizer.ggml.scores", "f32s", scores],
    ["tokenizer.ggml.token_type", "i32s", types],
    ["tokenizer.ggml.bos_token_id", "u32", 1],
    ["tokenizer.ggml.eos_token_id", "u32", 2],
    ["tokenizer.ggml.unknown_token_id", "u32", 0],
    [
      "tokenizer.chat_template",
      "str",
      "{% for message in messages %}{{ message['role'] + ': ' + message['content'] + '\n' }}{% endfor %}{% if add_generation_prompt %}{{ 'assistant: ' }}{% endif %}",
    ],
  ];

  const rand = random(opts.seed ?? 42);
  const matrix = (cols: number, rows: number, scale = 0.5) =>
    Float32Array.from({ length: cols * rows }, () => (rand() * 2 - 1) * scale);
  const ones = (n: number) => new Float32Array(n).fill(1);
  const output = matrix(nEmbd, nVocab, 1);
  // Make end-of-text and byte tokens unlikely so the random model keeps writing words.
  for (let row = 0; row < 259; row++) output.fill(row === 2 ? 0 : -0.2, row * nEmbd, (row + 1) * nEmbd);
  const tensors: [string, number[], Float32Array][] = [
    ["token_embd.weight", [nEmbd, nVocab], matrix(nEmbd, nVocab)],
    ["output_norm.weight", [nEmbd], ones(nEmbd)],
    ["output.weight", [nEmbd, nVocab], output],
    ["blk.0.attn_norm.weight", [nEmbd], ones(nEmbd)],
    ["blk.0.attn_q.weight", [nEmbd, nEmbd], matrix(nEmbd, nEmbd)],
    ["blk.0.attn_k.weight", [nEmbd, nEmbd], matrix(nEmbd, nEmbd)],
    ["blk.0.attn_v.weight", [nEmbd, nEmbd], matrix(nEmbd, nEmbd)],
    ["blk.0.attn_output.weight", [nEmbd, nEmbd], matrix(nEmbd, nEmbd)],
    ["blk.0.ffn_norm.weight", [nEmbd], ones(nEmbd)],
    ["blk.0.ffn_gate.weight", [nEmbd, nFf], matrix(nEmbd, nFf)],
    ["blk.0.ffn_up.weight", [nEmbd, nFf], matrix(nEmbd, nFf)],
    ["blk.0.ffn_down.weight", [nFf, nEmbd], matrix(nFf, nEmbd)],
  ];

  const w = new Writer();
  w.push(Buffer.from("GGUF", "ascii"));
  w.u32(3);
  w.u64(tensors.length);
  w.u64(kvs.length);
  for (const [key, type, value] of kvs) {
    w.str(key);
    if (type === "u32") {
      w.u32(T.UINT32);
      w.u32(value as number);
    } else if (type === "f32") {
      w.u32(T.FLOAT32);
      w.f32(value as number);
    } else if (type === "str") {
      w.u32(T.STRING);
      w.str(value as string);
    } else {
      const items = value as (string | number)[];
      w.u32(T.ARRAY);
      w.u32(type === "strs" ? T.STRING : type === "f32s" ? T.FLOAT32 : T.INT32);
      w.u64(items.length);
      for (const item of items) {
        if (type === "strs") w.str(item as string);
        else if (type === "f32s") w.f32(item as number);
        else w.i32(item as number);
      }
    }
  }
  let offset = 0;
  for (const [name, dims, data] of tensors) {
    w.str(name);
    w.u32(dims.length);
    for (const d of dims) w.u64(d);
    w.u32(0); // F32
    w.u64(offset);
    offset += Math.ceil((data.length * 4) / 32) * 32;
  }
  w.pad(32);
  for (const [, , data] of tensors) {
    w.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    w.pad(32);
  }
  writeFileSync(file, Buffer.concat(w.chunks));
}
