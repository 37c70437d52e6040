import { createAnswerPacer } from './answer-pacer';

describe('createAnswerPacer', () => {
  it('lets other work run between groups of `perTurn` answers', async () => {
    const pacer = createAnswerPacer(4);
    const order: string[] = [];
    const answers = Array.from({ length: 10 }, (_, i) => pacer.turn().then(() => order.push(`card ${i}`)));
    // An API request that came in while the burst waits (its callback queued after the first group's).
    setImmediate(() => order.push('api'));
    await Promise.all(answers);
    expect(order).toEqual([
      'card 0',
      'card 1',
      'card 2',
      'card 3',
      'api',
      'card 4',
      'card 5',
      'card 6',
      'card 7',
      'card 8',
      'card 9',
    ]);
  });

  it('answers a lone request at the next turn', async () => {
    const pacer = createAnswerPacer(4);
    let answered = false;
    const turn = pacer.turn().then(() => (answered = true));
    expect(answered).toBe(false);
    await turn;
    expect(answered).toBe(true);
  });
});
