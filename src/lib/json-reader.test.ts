import {
  arrayOf,
  fields,
  JsonShapeError,
  jsonObject,
  nullable,
  number,
  oneOf,
  optional,
  record,
  text,
} from './json-reader';

describe('json readers', () => {
  const readLine = arrayOf((value, path) => {
    const field = fields(value, path);
    return {
      item: field('item', text),
      time: field('time', nullable(number)),
      kind: field('kind', oneOf(['a', 'b'])),
      extra: field('extra', jsonObject),
    };
  });

  it('reads what matches, a missing nullable key as null', () => {
    expect(readLine([{ item: 'tea', kind: 'a', extra: { size: 'large' } }], 'lines')).toEqual([
      { item: 'tea', time: null, kind: 'a', extra: { size: 'large' } },
    ]);
  });

  it.each([
    [{ item: 1, kind: 'a', extra: {} }, 'lines[0].item: expected a string'],
    [{ item: 'tea', time: '5', kind: 'a', extra: {} }, 'lines[0].time: expected a number'],
    [{ item: 'tea', kind: 'c', extra: {} }, 'lines[0].kind: expected one of a, b'],
    [{ item: 'tea', kind: 'a', extra: [] }, 'lines[0].extra: expected an object'],
    ['tea', 'lines[0]: expected an object'],
  ])('refuses %j, naming where', (line, message) => {
    expect(() => readLine([line], 'lines')).toThrow(JsonShapeError);
    expect(() => readLine([line], 'lines')).toThrow(message);
  });

  it('refuses a non-array where a list belongs', () => {
    expect(() => readLine({}, 'lines')).toThrow('lines: expected an array');
  });

  describe('record', () => {
    const readOrder = record({
      id: text,
      note: optional(text),
      address: record({ city: text, postcode: nullable(text) }),
    });

    it('reads the keys of its shape, each with its reader, and leaves the others out', () => {
      expect(
        readOrder({ id: 'o1', note: null, address: { city: 'Fes' }, secret: 'x' }, 'order'),
      ).toStrictEqual({
        id: 'o1',
        note: undefined,
        address: { city: 'Fes', postcode: null },
      });
    });

    it.each([
      [{ id: 1, address: { city: 'Fes' } }, 'order.id: expected a string'],
      [{ id: 'o1', note: 5, address: { city: 'Fes' } }, 'order.note: expected a string'],
      [{ id: 'o1', address: { city: 'Fes', postcode: 20 } }, 'order.address.postcode: expected a string'],
      [{ id: 'o1' }, 'order.address: expected an object'],
      [['o1'], 'order: expected an object'],
    ])('refuses %j, naming where', (order, message) => {
      expect(() => readOrder(order, 'order')).toThrow(JsonShapeError);
      expect(() => readOrder(order, 'order')).toThrow(message);
    });
  });
});
