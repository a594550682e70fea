import {
  BoxGeometry,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  WebGLRenderer,
} from 'three';

/**
 * The bench's baseline: the least a three.js page does to show a lit, spinning cube, built and
 * served the same way as the viewer. `window.__trivial.firstFrameAt` is when its first frame was
 * drawn (ms since navigation); `frameMs` the intervals since.
 */
const renderer = new WebGLRenderer({ antialias: true });
renderer.setPixelRatio(window.devicePixelRatio);
renderer.setSize(window.innerWidth, window.innerHeight);
document.body.appendChild(renderer.domElement);
const scene = new Scene();
const camera = new PerspectiveCamera(50, window.innerWidth / window.innerHeight, 0.1, 100);
camera.position.set(2, 1.5, 3);
camera.lookAt(0, 0, 0);
scene.add(new HemisphereLight(0xffffff, 0x444444, 1.5));
const sun = new DirectionalLight(0xffffff, 2);
sun.position.set(3, 5, 2);
scene.add(sun);
const cube = new Mesh(new BoxGeometry(1, 1, 1), new MeshStandardMaterial({ color: 0xb8322a }));
scene.add(cube);

const state = { firstFrameAt: 0, frames: 0 };
(window as unknown as { __trivial: typeof state }).__trivial = state;
renderer.setAnimationLoop((now) => {
  cube.rotation.y = now / 1000;
  renderer.render(scene, camera);
  state.frames++;
  if (state.firstFrameAt === 0) state.firstFrameAt = performance.now();
});
