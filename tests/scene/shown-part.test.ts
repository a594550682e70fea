import { DirectionalLight, Group, Mesh, type Object3D, Scene } from 'three';
import { describe, expect, test } from 'vitest';
import { shownPart } from '../../src/scene/shown-part.ts';

const named = <T extends Object3D>(o: T, name: string, visible = true): T => {
  o.name = name;
  o.visible = visible;
  return o;
};

function scene(): Scene {
  const s = named(new Scene(), 'scene');
  const hiddenGroup = named(new Group(), 'hidden group', false);
  hiddenGroup.add(named(new Mesh(), 'shown mesh in a hidden group'));
  const shownGroup = named(new Group(), 'shown group');
  shownGroup.add(named(new Mesh(), 'shown mesh in a shown group'), named(new Mesh(), 'hidden mesh', false));
  s.add(named(new Mesh(), 'shown mesh'), hiddenGroup, shownGroup, named(new DirectionalLight(), 'sun'));
  return s;
}

const visited = (walk: (visit: (o: Object3D) => void) => void): string[] => {
  const names: string[] = [];
  walk((o) => names.push(o.name));
  return names;
};

describe('the shown part of a scene, for compile (issue 21: the first frame’s programs only)', () => {
  test('its traverse visits what is shown, every ancestor visible, and nothing hidden', () => {
    const s = scene();
    const part = shownPart(s);
    expect(visited((v) => part.traverse(v))).toEqual([
      'scene',
      'shown mesh',
      'shown group',
      'shown mesh in a shown group',
      'sun',
    ]);
    // The scene's own traverse, as compile walked it before, sees the hidden ones too.
    expect(visited((v) => s.traverse(v))).toHaveLength(8);
  });

  test('its traverseVisible visits nothing, so compile gathers each light once, from the scene', () => {
    expect(visited((v) => shownPart(scene()).traverseVisible(v))).toEqual([]);
  });
});
