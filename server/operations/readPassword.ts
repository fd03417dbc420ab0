import { createInterface } from 'node:readline';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Reads one line from the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/**
 * The password for a new account: from standard input with --password-stdin (scripts, e.g. `printf %s "$PW" | …`),
 * otherwise typed twice at the terminal without echo.
 */
export async function readPassword(options: { fromStdin: boolean }): Promise<string> {
  if (options.fromStdin) return readStdin();
  if (!process.stdin.isTTY) throw new Error('Kein Terminal: das Passwort mit --password-stdin übergeben.');
  const first = await promptHidden('Passwort: ');
  const second = await promptHidden('Passwort wiederholen: ');
  if (first !== second) throw new Error('Die Passwörter sind nicht identisch.');
  return first;
}
