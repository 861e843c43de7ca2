// Runs espeak-ng (WASM) off the main thread: synthesis takes a few hundred milliseconds of
// CPU, which would otherwise stall every other call's audio. Plain JavaScript so it loads
// the same under tsx, vitest and node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);
const wasm = await WebAssembly.compile(readFileSync(require.resolve('espeak-ng/dist/espeak-ng.wasm')));

parentPort.on('message', async ({ id, text, voice, rate }) => {
  try {
    const es = await ESpeakNg({
      // Arguments go to espeak directly (no shell); text never starts with '-' (see local.ts).
      arguments: ['-w', 'out.wav', '-v', voice, '-s', String(rate), text],
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm));
        return {};
      },
      print() {},
      printErr() {},
    });
    const wav = es.FS.readFile('out.wav');
    parentPort.postMessage({ id, wav }, [wav.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err) });
  }
});
parentPort.postMessage({ ready: true });
