import { chacha20, xchacha20, chacha12, hchacha } from '@noble/ciphers/chacha.js';
const which = process.argv[2];
const key = new Uint8Array(32).fill(7);
const nonce = new Uint8Array(12), nonce24 = new Uint8Array(24);
const dv = new DataView(nonce.buffer), dv24 = new DataView(nonce24.buffer);
const z = new Uint8Array(64), o = new Uint8Array(64);
const sigma = new Uint32Array([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]);
const k32 = new Uint32Array(8).fill(7), i32 = new Uint32Array(4), o32 = new Uint32Array(8);
const f = {
  c20: (i)=>{ dv.setUint32(0,i,true); chacha20(key, nonce, z, o); },
  c12: (i)=>{ dv.setUint32(0,i,true); chacha12(key, nonce, z, o); },
  x20: (i)=>{ dv24.setUint32(0,i,true); xchacha20(key, nonce24, z, o); },
  h20: (i)=>{ i32[0]=i; hchacha(sigma, k32, i32, o32); },
}[which];
const n = 400000;
for (let i=0;i<n/4;i++) f(i);
let best = 1e9;
for (let r=0;r<5;r++){ const t0=performance.now(); for (let i=0;i<n;i++) f(i); best=Math.min(best,(performance.now()-t0)*1e6/n); }
console.log(which, best.toFixed(0), 'ns');
