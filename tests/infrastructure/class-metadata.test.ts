import { Container, inject, injectable } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { token } from '@/application/token';
import {
  defineMetadata,
  getMetadata,
  getOwnMetadata,
  hasOwnMetadata,
  installClassMetadata,
} from '@/infrastructure/class-metadata';

const NAMES = ['defineMetadata', 'getOwnMetadata', 'hasOwnMetadata', 'getMetadata'] as const;
const reflect = Reflect as unknown as Record<string, unknown>;
const packaged = Object.fromEntries(NAMES.map((name) => [name, reflect[name]]));

afterEach(() => {
  for (const name of NAMES) reflect[name] = packaged[name];
});

describe('the class metadata the build gives inversify in place of reflect-metadata', () => {
  it('keeps each value per object, property and key', () => {
    const target = {};
    defineMetadata('kind', 'a class', target);
    defineMetadata('kind', 'a property', target, 'field');
    expect(getOwnMetadata('kind', target)).toBe('a class');
    expect(getOwnMetadata('kind', target, 'field')).toBe('a property');
    expect(getOwnMetadata('other', target)).toBeUndefined();
    expect(hasOwnMetadata('kind', target)).toBe(true);
    expect(hasOwnMetadata('kind', {})).toBe(false);
  });

  it('finds a base class’s metadata from a subclass, its own first', () => {
    class Base {}
    class Derived extends Base {}
    defineMetadata('kind', 'base', Base);
    expect(getMetadata('kind', Derived)).toBe('base');
    expect(getOwnMetadata('kind', Derived)).toBeUndefined();
    defineMetadata('kind', 'derived', Derived);
    expect(getMetadata('kind', Derived)).toBe('derived');
    expect(getMetadata('missing', Derived)).toBeUndefined();
  });

  it('leaves a Reflect that has the functions already as it is', () => {
    const own = () => 'own';
    const target: Record<string, unknown> = { getMetadata: own };
    installClassMetadata(target);
    expect(target.getMetadata).toBe(own);
    expect(target.defineMetadata).toBe(defineMetadata);
  });

  it('is all inversify needs to inject a decorated class', () => {
    for (const name of NAMES) delete reflect[name];
    installClassMetadata();
    const Greeting = token<string>('Greeting');
    @injectable()
    class Greeter {
      constructor(@inject(Greeting) readonly greeting: string) {}
    }
    const container = new Container();
    container.bind(Greeting).toConstantValue('Hello');
    container.bind(Greeter).toSelf();
    expect(container.get(Greeter).greeting).toBe('Hello');
    expect(reflect.getOwnMetadata).toBe(getOwnMetadata);
  });
});
