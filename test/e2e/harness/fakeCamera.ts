// Chromium's fake camera for the QR scanner journeys (issue 29): the browser plays a Y4M file as the camera's picture
// (`--use-file-for-fake-video-capture`), read when a page opens the camera. The journey writes the QR code it wants
// scanned into that file just before; a blank picture stands there from the launch on.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 480;
const HEIGHT = 480;

/** The file each Playwright worker's camera plays. */
export const FAKE_CAMERA_FILE = resolve(tmpdir(), `sluice-e2e-camera-${process.env.TEST_PARALLEL_INDEX ?? '0'}.y4m`);

/** Chromium's launch arguments for a camera that shows FAKE_CAMERA_FILE, allowed without a prompt. */
export const FAKE_CAMERA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${FAKE_CAMERA_FILE}`,
];

/** One 4:2:0 frame: a grey picture (luma only, chroma neutral) as Y4M, which Chromium loops. */
function writeFrame(luma: Uint8Array) {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  writeFileSync(FAKE_CAMERA_FILE, Buffer.concat([header, Buffer.from(luma), chroma]));
}

/** A white picture: the camera before a code is shown to it. */
export function showNothing() {
  writeFrame(new Uint8Array(WIDTH * HEIGHT).fill(235));
}

/** The camera sees a QR code of `text`, black on white with a quiet zone, in the middle of the picture. */
export function showQrCode(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // inside the middle two thirds of the picture, where qr-scanner looks by default
  const scale = Math.floor((WIDTH * 0.55) / modules.size);
  const offset = Math.floor((WIDTH - modules.size * scale) / 2);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(235);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (offset + row * scale + y) * WIDTH + offset + column * scale,
          (offset + row * scale + y) * WIDTH + offset + (column + 1) * scale,
        );
    }
  writeFrame(luma);
}

showNothing();
