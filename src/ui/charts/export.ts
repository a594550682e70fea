/**
 * Saving a chart: as SVG (the element as it is drawn, its playhead left out) or as PNG (that SVG
 * drawn onto a canvas at a scale). The charts carry all their colours and fonts on their own
 * elements, so the file looks as the screen does.
 */

/** The chart as a standalone SVG document. */
export function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  for (const el of copy.querySelectorAll('[data-playhead]')) el.remove();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('style');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

/** Draws the chart onto a canvas `scale` times its size and returns it as a PNG. */
export async function svgPng(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const width = Number(svg.getAttribute('width')) || svg.viewBox.baseVal.width;
  const height = Number(svg.getAttribute('height')) || svg.viewBox.baseVal.height;
  const url = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const g = canvas.getContext('2d');
    if (!g) throw new Error('this browser gives no 2D canvas to draw the chart on');
    g.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await canvasPng(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A canvas as a PNG file. */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('the chart could not be made a PNG'))),
      'image/png',
    ),
  );
}

/** Offers a file to save, as the browser does for a download link. */
export function saveFile(data: Blob | string, name: string, type = 'image/svg+xml'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name for a race's chart: "crudis-seed-7-laps.svg", or the log's own name's stem. */
export function chartFileName(race: string, chart: string, ext: 'svg' | 'png'): string {
  const stem = race
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${stem || 'race'}-${chart}.${ext}`;
}
