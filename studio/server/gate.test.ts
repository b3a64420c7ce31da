// @vitest-environment node
// What a refused save tells the editor (issue 47, item 3): each problem on its field, in a
// writer's words; the toast's text only sums up, and says what no field can show.
import { refuseSave } from './gate.mjs';

describe('refuseSave', () => {
  it('puts each problem on its field and language; the error only names them', () => {
    const answer = refuseSave([
      {
        lang: 'en',
        name: 'slug',
        label: 'Address',
        message: '“x” is already the address of “A post”: choose another address',
      },
      {
        lang: 'es',
        name: 'body',
        label: 'the article',
        message: 'is empty: write the article below the fields',
      },
    ]);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Not saved: see English · Address, Spanish · the article, marked on the form',
      fields: [
        {
          name: 'slug',
          lang: 'en',
          message: 'English · Address: “x” is already the address of “A post”: choose another address',
        },
        {
          name: 'body',
          lang: 'es',
          message: 'Spanish · the article: is empty: write the article below the fields',
        },
      ],
    });
    expect(answer.body).not.toMatch(/API_ERROR|\.md\b|§/);
  });

  it('says in the error what no field of the form shows', () => {
    const answer = refuseSave([{ lang: 'es', label: 'Questions 2 › Answer', message: 'must not be empty' }]);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Not saved: Spanish · Questions 2 › Answer: must not be empty',
      fields: [],
    });
  });
});
