/** The editor's languages as the selector shows them, with each one's hello-world starter (spec section 4). */
import type { EditorLanguage } from '@institute/shared-schema';

export const starters: Record<EditorLanguage, string> = {
  java: `public class Main {
    public static void main(String[] args) {
        System.out.println("Hello, World!");
    }
}
`,
  python: `print("Hello, World!")
`,
  cpp: `#include <iostream>

int main() {
    std::cout << "Hello, World!" << std::endl;
    return 0;
}
`,
  c: `#include <stdio.h>

int main(void) {
    printf("Hello, World!\\n");
    return 0;
}
`,
  javascript: `console.log("Hello, World!");
`,
  csharp: `using System;

class Program {
    static void Main() {
        Console.WriteLine("Hello, World!");
    }
}
`,
  html: `<!DOCTYPE html>
<html>
  <head>
    <title>Hello</title>
  </head>
  <body>
    <h1>Hello, World!</h1>
  </body>
</html>
`,
};

/** The two completion snippets of spec section 9: print a line, and a for loop. `${}` marks fields. */
export const snippets: Record<EditorLanguage, { print: string; forLoop: string }> = {
  java: { print: 'System.out.println(${message});', forLoop: 'for (int ${i} = 0; ${i} < ${n}; ${i}++) {\n\t${}\n}' },
  python: { print: 'print(${message})', forLoop: 'for ${i} in range(${n}):\n\t${pass}' },
  cpp: { print: 'std::cout << ${message} << std::endl;', forLoop: 'for (int ${i} = 0; ${i} < ${n}; ${i}++) {\n\t${}\n}' },
  c: { print: 'printf("${message}\\n");', forLoop: 'for (int ${i} = 0; ${i} < ${n}; ${i}++) {\n\t${}\n}' },
  javascript: { print: 'console.log(${message});', forLoop: 'for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n\t${}\n}' },
  csharp: { print: 'Console.WriteLine(${message});', forLoop: 'for (int ${i} = 0; ${i} < ${n}; ${i}++) {\n\t${}\n}' },
  html: { print: '<p>${text}</p>', forLoop: '<ul>\n\t<li>${item}</li>\n</ul>' },
};
