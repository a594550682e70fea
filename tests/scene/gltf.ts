import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

// GLTFLoader reaches for `self` (a browser global) on some paths; Node has TextDecoder already.
if (typeof globalThis.self === 'undefined') Object.assign(globalThis, { self: globalThis });

/** Parses one of the committed models in public/models. */
export async function loadModel(file: 'horse.glb' | 'chariot.glb' | 'wreck.glb'): Promise<GLTF> {
  const bytes = await readFile(resolve(import.meta.dirname, '../../public/models', file));
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Promise((done, fail) => new GLTFLoader().parse(buffer, '', done, fail));
}

/** The committed teams' file (public/models/teams.bin), as the page's fetch gives it. */
export async function loadTeamFile(): Promise<ArrayBuffer> {
  const bytes = await readFile(resolve(import.meta.dirname, '../../public/models/teams.bin'));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
