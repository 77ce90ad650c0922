<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message>
        <source>play a game in the terminal (the default)</source>
        <translation>jugar una partida en la terminal (por defecto)</translation>
    </message>
    <message>
        <source>read positions from stdin, write their exact scores</source>
        <translation>leer posiciones de la entrada estándar, escribir sus valores exactos</translation>
    </message>
    <message>
        <source>score every column of a position, with principal variations</source>
        <translation>valorar cada columna de una posición, con las variantes principales</translation>
    </message>
    <message>
        <source>print the column the engine plays in a position</source>
        <translation>mostrar la columna que juega el motor en una posición</translation>
    </message>
    <message>
        <source>solve benchmark files and report speed and correctness</source>
        <translation>resolver ficheros de prueba e informar de la velocidad y la corrección</translation>
    </message>
    <message>
        <source>play two skill levels, or a level and the classic engine, against each other</source>
        <translation>enfrentar dos niveles, o un nivel y el motor clásico, entre sí</translation>
    </message>
    <message>
        <source>generate the opening book</source>
        <translation>generar el libro de aperturas</translation>
    </message>
    <message>
        <source>Usage: connect4-cli [--lang CODE] [command] [options]</source>
        <translation>Uso: connect4-cli [--lang CÓDIGO] [orden] [opciones]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Órdenes:</translation>
    </message>
    <message>
        <source>connect4-cli &lt;command&gt; --help describes a command&apos;s options.</source>
        <translation>connect4-cli &lt;orden&gt; --help describe las opciones de una orden.</translation>
    </message>
    <message>
        <source>connect4-cli --version prints the version.</source>
        <translation>connect4-cli --version muestra la versión.</translation>
    </message>
    <message>
        <source>--lang CODE (before or after the command) sets the language of messages: %1; without it the system&apos;s (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).</source>
        <translation>--lang CÓDIGO (antes o después de la orden) elige el idioma de los mensajes: %1; sin él, el del sistema (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).</translation>
    </message>
    <message>
        <source>connect4-cli: --lang needs a language code (%1)</source>
        <translation>connect4-cli: --lang necesita un código de idioma (%1)</translation>
    </message>
    <message>
        <source>connect4-cli: --lang: no translation for &apos;%1&apos; (there are: %2)</source>
        <translation>connect4-cli: --lang: no hay traducción para «%1» (hay: %2)</translation>
    </message>
    <message>
        <source>connect4-cli: unknown command &apos;%1&apos;</source>
        <translation>connect4-cli: orden desconocida «%1»</translation>
    </message>
</context>
<context>
    <name>CliUtil</name>
    <message>
        <source>Board size WxH or WxHxN (default 7x6x4).</source>
        <translation>Tamaño del tablero AxA o AxAxN (7x6x4 por defecto).</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Véase &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 aparece más de una vez</translation>
    </message>
</context>
<context>
    <name>EndCommand</name>
    <message>
        <source>Resign</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Time out</source>
        <translation>Tiempo agotado</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation>campo «%1»: %2</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>falta el campo «%1»</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>se esperaba un objeto, se encontró %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>se esperaba una lista, se encontró %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>se esperaba una cadena, se encontró %1</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>se esperaba un número entero, se encontró %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, not %3</source>
        <translation>debe estar entre %1 y %2, no %3</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>jugador %1</translation>
    </message>
    <message>
        <source>player %1 (%2)</source>
        <translation>jugador %1 (%2)</translation>
    </message>
    <message>
        <source>expected 2 players, found %1</source>
        <translation>se esperaban 2 jugadores, se encontraron %1</translation>
    </message>
    <message>
        <source>expected &apos;human&apos; or &apos;computer&apos;, found &apos;%1&apos;</source>
        <translation>se esperaba «human» o «computer», se encontró «%1»</translation>
    </message>
    <message>
        <source>a name has at most 200 characters, not %1</source>
        <translation>un nombre tiene como máximo 200 caracteres, no %1</translation>
    </message>
    <message>
        <source>%1 moves do not fit on a board of %2 cells</source>
        <translation>%1 jugadas no caben en un tablero de %2 casillas</translation>
    </message>
    <message>
        <source>move %1: expected a column number, found %2</source>
        <translation>jugada %1: se esperaba un número de columna, se encontró %2</translation>
    </message>
    <message>
        <source>move %1: column %2 is out of range 1-%3</source>
        <translation>jugada %1: la columna %2 está fuera del rango 1-%3</translation>
    </message>
    <message>
        <source>expected &apos;exact&apos; or &apos;estimate&apos;, found &apos;%1&apos;</source>
        <translation>se esperaba «exact» o «estimate», se encontró «%1»</translation>
    </message>
    <message>
        <source>there is no move %1</source>
        <translation>no hay jugada %1</translation>
    </message>
    <message>
        <source>move %1 has a note already</source>
        <translation>la jugada %1 ya tiene una nota</translation>
    </message>
    <message>
        <source>expected one of &apos;none&apos;, &apos;win&apos;, &apos;draw&apos;, &apos;timeout&apos;, &apos;resignation&apos;, found &apos;%1&apos;</source>
        <translation>se esperaba «none», «win», «draw», «timeout» o «resignation», se encontró «%1»</translation>
    </message>
    <message>
        <source>expected &apos;none&apos;, &apos;perMove&apos; or &apos;clock&apos;, found &apos;%1&apos;</source>
        <translation>se esperaba «none», «perMove» o «clock», se encontró «%1»</translation>
    </message>
    <message>
        <source>expected 2 clocks, found %1</source>
        <translation>se esperaban 2 relojes, se encontraron %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an ISO 8601 date and time</source>
        <translation>«%1» no es una fecha y hora ISO 8601</translation>
    </message>
    <message>
        <source>field &apos;board&apos;: %1</source>
        <translation>campo «board»: %1</translation>
    </message>
    <message>
        <source>field &apos;players[%1].level&apos;: must be between 1 and 10, not %2</source>
        <translation>campo «players[%1].level»: debe estar entre 1 y 10, no %2</translation>
    </message>
    <message>
        <source>field &apos;firstPlayer&apos;: must be between 0 and 1, not %1</source>
        <translation>campo «firstPlayer»: debe estar entre 0 y 1, no %1</translation>
    </message>
    <message>
        <source>field &apos;current&apos;: must be between 0 and %1, not %2</source>
        <translation>campo «current»: debe estar entre 0 y %1, no %2</translation>
    </message>
    <message>
        <source>move %1: the game was already won by %2 at move %3</source>
        <translation>jugada %1: %2 ya había ganado la partida en la jugada %3</translation>
    </message>
    <message>
        <source>move %1: the board was already full</source>
        <translation>jugada %1: el tablero ya estaba lleno</translation>
    </message>
    <message>
        <source>move %1: column %2 is full</source>
        <translation>jugada %1: la columna %2 está llena</translation>
    </message>
    <message>
        <source>note of move %1: exact score %2 is impossible on this board</source>
        <translation>nota de la jugada %1: la puntuación exacta %2 es imposible en este tablero</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the moves end in a win for %1, but the result says &apos;%2&apos;%3</source>
        <translation>campo «result»: las jugadas terminan con victoria de %1, pero el resultado dice «%2»%3</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> para %1</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the moves fill the board without a line (a draw), but the result says &apos;%1&apos;</source>
        <translation>campo «result»: las jugadas llenan el tablero sin línea (empate), pero el resultado dice «%1»</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;win&apos;, but no line is complete after the moves</source>
        <translation>campo «result»: el resultado dice «win», pero ninguna línea está completa tras las jugadas</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;draw&apos;, but the board is not full</source>
        <translation>campo «result»: el resultado dice «draw», pero el tablero no está lleno</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: a game in progress has no winner</source>
        <translation>campo «result.winner»: una partida en curso no tiene ganador</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: the clock ran out for %1, who was to move, so they cannot be the winner</source>
        <translation>campo «result.winner»: a %1, que tenía el turno, se le acabó el tiempo, así que no puede ser el ganador</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;timeout&apos;, but the game has no time control</source>
        <translation>campo «result»: el resultado dice «timeout», pero la partida no tiene control de tiempo</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: a resignation needs a winner</source>
        <translation>campo «result.winner»: una rendición necesita un ganador</translation>
    </message>
    <message>
        <source>the file is %1 bytes; a game file is at most 10 MB</source>
        <translation>el archivo tiene %1 bytes; un archivo de partida tiene como máximo 10 MB</translation>
    </message>
    <message>
        <source>not a game file: the JSON holds a list, not an object</source>
        <translation>no es un archivo de partida: el JSON contiene una lista, no un objeto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Connect Four game (expected &apos;%2&apos;)</source>
        <translation>«%1» no es una partida de Conecta 4 (se esperaba «%2»)</translation>
    </message>
    <message>
        <source>the file has version %1, newer than this program reads (%2); a newer version of the program can open it</source>
        <translation>el archivo tiene la versión %1, más nueva de lo que este programa lee (%2); una versión más nueva del programa puede abrirlo</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>field &apos;clocks[%1]&apos;: must be between 0 and %2, not %3</source>
        <translation>campo «clocks[%1]»: debe estar entre 0 y %2, no %3</translation>
    </message>
    <message>
        <source>field &apos;clocks[%1]&apos;: a game without a time control has no clocks (found %2 ms)</source>
        <translation>campo «clocks[%1]»: una partida sin control de tiempo no tiene relojes (encontrado %2 ms)</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: %1 can still complete a line, so the time-out is their win</source>
        <translation>campo «result.winner»: %1 aún puede completar una línea, así que el tiempo agotado es su victoria</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: %1 can no longer complete a line, so the time-out is a draw (null)</source>
        <translation>campo «result.winner»: %1 ya no puede completar una línea, así que el tiempo agotado es un empate (null)</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation>JSON no válido: %1 en la línea %2, columna %3</translation>
    </message>
</context>
<context>
    <name>MoveCommand</name>
    <message>
        <source>Move in column %1</source>
        <translation>Jugada en la columna %1</translation>
    </message>
    <message>
        <source>Move in column %1 (replaces move %2)</source>
        <translation>Jugada en la columna %1 (sustituye la jugada %2)</translation>
    </message>
    <message>
        <source>Move in column %1 (replaces moves %2-%3)</source>
        <translation>Jugada en la columna %1 (sustituye las jugadas %2-%3)</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>not a number</source>
        <translation>no es un número</translation>
    </message>
    <message>
        <source>column %1 is out of range 1-%2</source>
        <translation>la columna %1 está fuera del rango 1-%2</translation>
    </message>
    <message>
        <source>column is out of range 1-%1</source>
        <translation>la columna está fuera del rango 1-%1</translation>
    </message>
    <message>
        <source>the game is already over (won at move %1)</source>
        <translation>la partida ya terminó (ganada en la jugada %1)</translation>
    </message>
    <message>
        <source>the game is already over (the board is full)</source>
        <translation>la partida ya terminó (el tablero está lleno)</translation>
    </message>
    <message>
        <source>column %1 is full</source>
        <translation>la columna %1 está llena</translation>
    </message>
    <message>
        <source>move %1 (&apos;%2&apos;): %3</source>
        <translation>jugada %1 («%2»): %3</translation>
    </message>
</context>
<context>
    <name>NumberParser</name>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number</source>
        <translation>--%1: &apos;%2&apos; no es un número entero</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range %3-%4</source>
        <translation>--%1: %2 está fuera del rango %3-%4</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number from 0 to %3</source>
        <translation>--%1: &apos;%2&apos; no es un número entero de 0 a %3</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not %3</source>
        <translation>--%1: &apos;%2&apos; no es %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range (more than %3, at most %4)</source>
        <translation>--%1: %2 está fuera del rango (más de %3, como mucho %4)</translation>
    </message>
</context>
<context>
    <name>PlayCommand</name>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Prueba «%1 --help».</translation>
    </message>
    <message>
        <source>cannot load %1: %2</source>
        <translation>no se puede cargar %1: %2</translation>
    </message>
</context>
<context>
    <name>ResourceOptions</name>
    <message>
        <source>Search threads sharing one table (default: every core, %1 here).</source>
        <translation>Hilos de búsqueda que comparten una tabla (por defecto: todos los núcleos, aquí %1).</translation>
    </message>
    <message>
        <source>Transposition table size in MiB (default %1).</source>
        <translation>Tamaño de la tabla de transposición en MiB (por defecto %1).</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket)</source>
        <translation>no es un archivo normal (un dispositivo, una tubería o un socket)</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no se ha dado ningún nombre de archivo</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>la carpeta %1 no existe</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>solo se escribieron %1 de %2 bytes</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>cannot read %1: it is larger than %2 bytes, the most this kind of file may have</source>
        <translation>no se puede leer %1: ocupa más de %2 bytes, el máximo para este tipo de archivo</translation>
    </message>
</context>
<context>
    <name>ScoreText</name>
    <message>
        <source>estimate</source>
        <translation>estimación</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message numerus="yes">
        <source>win in %n</source>
        <translation>
            <numerusform>victoria en %n jugada</numerusform>
            <numerusform>victoria en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in %n</source>
        <translation>
            <numerusform>derrota en %n jugada</numerusform>
            <numerusform>derrota en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>W%1</source>
        <extracomment>Short for &quot;win in %1 moves&quot; under a narrow board column: one letter and the number.</extracomment>
        <translation>V%1</translation>
    </message>
    <message>
        <source>L%1</source>
        <extracomment>Short for &quot;loss in %1 moves&quot; under a narrow board column: one letter and the number.</extracomment>
        <translation>D%1</translation>
    </message>
    <message>
        <source>Draw with best play</source>
        <translation>Empate con el mejor juego</translation>
    </message>
    <message numerus="yes">
        <source>%1 can force a win in %n moves</source>
        <extracomment>%1 is a player&apos;s colour; %n counts only the winner&apos;s own moves.</extracomment>
        <translation>
            <numerusform>%1 fuerza la victoria en %n jugada</numerusform>
            <numerusform>%1 fuerza la victoria en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Balanced (estimate, not proved)</source>
        <translation>Igualado (estimación, no demostrado)</translation>
    </message>
    <message>
        <source>%1 is better (%2, estimate, not proved)</source>
        <translation>%1 está mejor (%2, estimación, no demostrado)</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <extracomment>A player&apos;s colour and number, e.g. &quot;Yellow (player 1)&quot;.</extracomment>
        <translation>%1 (jugador %2)</translation>
    </message>
    <message numerus="yes">
        <source>win in at most %n</source>
        <translation>
            <numerusform>victoria en %n jugada como mucho</numerusform>
            <numerusform>victoria en %n jugadas como mucho</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in at most %n</source>
        <translation>
            <numerusform>derrota en %n jugada como mucho</numerusform>
            <numerusform>derrota en %n jugadas como mucho</numerusform>
        </translation>
    </message>
    <message>
        <source>at least a draw</source>
        <translation>al menos tablas</translation>
    </message>
    <message>
        <source>at most a draw</source>
        <translation>como mucho tablas</translation>
    </message>
    <message>
        <source>proving…</source>
        <translation>demostrando…</translation>
    </message>
    <message>
        <source>The board is full: a draw</source>
        <translation>El tablero está lleno: empate</translation>
    </message>
    <message>
        <source>%1 has won</source>
        <translation>ha ganado %1</translation>
    </message>
</context>
<context>
    <name>c4::AnalysisPanel</name>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Mejor línea</translation>
    </message>
    <message>
        <source>&amp;Start analysis</source>
        <translation>&amp;Iniciar análisis</translation>
    </message>
    <message>
        <source>Analyse the position shown until stopped</source>
        <translation>Analizar la posición mostrada hasta detenerla</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>Stop analysing</source>
        <translation>Detener el análisis</translation>
    </message>
    <message>
        <source>&amp;Keep analysing during play against the computer</source>
        <translation>&amp;Seguir analizando al jugar contra el ordenador</translation>
    </message>
    <message>
        <source>Show the scores while you play: a teaching aid</source>
        <translation>Mostrar las puntuaciones mientras juegas: una ayuda para aprender</translation>
    </message>
    <message>
        <source>The game is over: draw</source>
        <translation>La partida ha terminado: empate</translation>
    </message>
    <message>
        <source>The game is over: %1 won</source>
        <translation>La partida ha terminado: ganó %1</translation>
    </message>
    <message>
        <source>Scores for %1 to move</source>
        <translation>Puntuaciones para %1, que tiene el turno</translation>
    </message>
    <message>
        <source>Best play after column %1: %2</source>
        <translation>Mejor juego tras la columna %1: %2</translation>
    </message>
    <message>
        <source>full</source>
        <translation>llena</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>No analysis. Press Start to analyse this position.</source>
        <translation>Sin análisis. Pulsa «Iniciar análisis» para analizar esta posición.</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profundidad %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
    </message>
    <message>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>book</source>
        <translation>libro de aperturas</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimación</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player&apos;s name and colour, e.g. &quot;Anna (Yellow)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Column scores, best first</source>
        <translation>Puntuaciones de las columnas, la mejor primero</translation>
    </message>
    <message>
        <source>The analysis waits while the computer plays (see Keep analysing below).</source>
        <translation>El análisis espera mientras juega el ordenador (ver «Seguir analizando» abajo).</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1, profundidad %2</translation>
    </message>
    <message>
        <source>Depth of its search: %1.</source>
        <translation>Profundidad de su búsqueda: %1.</translation>
    </message>
</context>
<context>
    <name>c4::Autosave</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>no autosave slot is free in %1</source>
        <translation>no queda ningún hueco de guardado automático libre en %1</translation>
    </message>
    <message>
        <source>The game left by a session that did not end normally could not be read (%1). The file was kept as %2.</source>
        <translation>No se pudo leer la partida que dejó una sesión que no terminó con normalidad (%1). El archivo se ha guardado como %2.</translation>
    </message>
    <message>
        <source>The game left by a session that did not end normally could not be read (%1) and could not be moved aside; it stays as %2.</source>
        <translation>No se pudo leer (%1) ni apartar la partida que dejó una sesión que no terminó con normalidad; sigue en %2.</translation>
    </message>
    <message>
        <source>the autosave was not started</source>
        <translation>el guardado automático no se ha iniciado</translation>
    </message>
    <message>
        <source>you may not write in %1</source>
        <translation>no tiene permiso para escribir en %1</translation>
    </message>
    <message>
        <source>cannot create a file in %1 (is the disk full?)</source>
        <translation>no se puede crear un archivo en %1 (¿está lleno el disco?)</translation>
    </message>
</context>
<context>
    <name>c4::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primer jugador</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Segundo jugador</translation>
    </message>
    <message>
        <source>Scores appear here while the engine analyses (Analyze in the Game menu).</source>
        <translation>Las puntuaciones aparecen aquí mientras el motor analiza (Analizar en el menú Partida).</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>La columna %1 está llena.</translation>
    </message>
    <message>
        <source>Column %1: %2 for %3</source>
        <translation>Columna %1: %2 para %3</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Mejor jugada</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Click or press %1 to drop a piece in column %1.</source>
        <translation>Haz clic o pulsa %1 para soltar una ficha en la columna %1.</translation>
    </message>
    <message>
        <source>Click to drop a piece in column %1.</source>
        <translation>Haz clic para soltar una ficha en la columna %1.</translation>
    </message>
    <message>
        <source>Column %1: %2 (best)</source>
        <translation>Columna %1: %2 (la mejor)</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Columna %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>Mueve %1 (%2)</translation>
    </message>
    <message>
        <source>last move: %1 in column %2</source>
        <translation>última jugada: %1 en la columna %2</translation>
    </message>
    <message>
        <source>hint: column %1</source>
        <translation>pista: columna %1</translation>
    </message>
    <message>
        <source>column %1 is empty</source>
        <translation>la columna %1 está vacía</translation>
    </message>
    <message>
        <source>column %1 from the bottom: %2 (%3 of %4 filled)</source>
        <translation>columna %1 desde abajo: %2 (%3 de %4 casillas ocupadas)</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
</context>
<context>
    <name>c4::ClockView</name>
    <message>
        <source>time is up</source>
        <translation>se acabó el tiempo</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Relojes</translation>
    </message>
</context>
<context>
    <name>c4::Engine</name>
    <message>
        <source>the game is over; there is no move to search</source>
        <translation>la partida ha terminado; no hay jugada que buscar</translation>
    </message>
    <message>
        <source>the engine chose column %1, which cannot be played</source>
        <translation>el motor eligió la columna %1, que no se puede jugar</translation>
    </message>
    <message>
        <source>the engine failed: %1</source>
        <translation>el motor falló: %1</translation>
    </message>
    <message>
        <source>the search ended without a result</source>
        <translation>la búsqueda terminó sin resultado</translation>
    </message>
</context>
<context>
    <name>c4::EvalGraph</name>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Move %1: %2 in column %3</source>
        <translation>Jugada %1: %2 en la columna %3</translation>
    </message>
    <message>
        <source>Mistake: this move gave away the result</source>
        <translation>Error: esta jugada echó a perder el resultado</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>gana %1</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
</context>
<context>
    <name>c4::FileActions</name>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Connect Four games (*.c4game);;All files (*)</source>
        <translation>Partidas de Conecta 4 (*.c4game);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Paste Moves</source>
        <translation>Pegar jugadas</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy a move string such as 4453 first.</source>
        <translation>El portapapeles no contiene texto. Copia primero una cadena de jugadas como 4453.</translation>
    </message>
    <message>
        <source>Moves copied to the clipboard</source>
        <translation>Jugadas copiadas al portapapeles</translation>
    </message>
    <message>
        <source>Connect %1 on %2 × %3, moves: %4</source>
        <translation>Conectar %1 en %2 × %3, jugadas: %4</translation>
    </message>
    <message>
        <source>Position copied to the clipboard</source>
        <translation>Posición copiada al portapapeles</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Partida sin guardar</translation>
    </message>
    <message>
        <source>This game has changes that are not saved. Save them first?</source>
        <translation>Esta partida tiene cambios sin guardar. ¿Guardarlos primero?</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Connect Four games (*.c4game)</source>
        <translation>Partidas de Conecta 4 (*.c4game)</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <source>Cannot Import Moves</source>
        <translation>No se pueden importar las jugadas</translation>
    </message>
    <message>
        <source>The moves could not be read:
%1

The current game is unchanged.</source>
        <translation>No se pudieron leer las jugadas:
%1

La partida actual no ha cambiado.</translation>
    </message>
    <message>
        <source>The computer waits: press Resume (P) to let it play from here.</source>
        <translation>El ordenador espera: pulsa Reanudar (P) para que juegue desde aquí.</translation>
    </message>
    <message>
        <source>Import Moves</source>
        <translation>Importar jugadas</translation>
    </message>
    <message>
        <source>Move strings (*.txt);;All files (*)</source>
        <translation>Cadenas de jugadas (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export Moves</source>
        <translation>Exportar jugadas</translation>
    </message>
    <message>
        <source>moves.txt</source>
        <translation>jugadas.txt</translation>
    </message>
    <message>
        <source>Move strings (*.txt)</source>
        <translation>Cadenas de jugadas (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export Moves</source>
        <translation>No se pueden exportar las jugadas</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Paste Moves</source>
        <translation>&amp;Pegar jugadas</translation>
    </message>
    <message>
        <source>Play the moves of a move string from the clipboard, like 4453</source>
        <translation>Jugar las jugadas de una cadena del portapapeles, como 4453</translation>
    </message>
    <message>
        <source>Import Moves from &amp;File…</source>
        <translation>Importar jugadas desde un &amp;archivo…</translation>
    </message>
    <message>
        <source>&amp;Copy Moves</source>
        <translation>&amp;Copiar jugadas</translation>
    </message>
    <message>
        <source>Copy the moves as a move string, like 4453</source>
        <translation>Copiar las jugadas como cadena, como 4453</translation>
    </message>
    <message>
        <source>Export Moves to &amp;File…</source>
        <translation>Exportar jugadas a un &amp;archivo…</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar el menú</translation>
    </message>
    <message>
        <source>The current game is unchanged.</source>
        <translation>La partida actual no cambia.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 no es un archivo.</translation>
    </message>
    <message>
        <source>You may not read %1.</source>
        <translation>No tiene permiso para leer %1.</translation>
    </message>
    <message>
        <source>%1 could not be saved; a file that was there is unchanged. Check that the folder exists, that you may write there and that the disk has room, or choose another place.</source>
        <translation>No se pudo guardar %1; un archivo que ya estaba ahí no cambia. Compruebe que la carpeta existe, que puede escribir en ella y que el disco tiene espacio, o elija otro lugar.</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>No se pudo leer %1.</translation>
    </message>
    <message>
        <source>%1 is not a Connect Four game.</source>
        <translation>%1 no es una partida de Conecta 4.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Connect Four. This version cannot open it; the newer one can.</source>
        <translation>%1 se guardó con una versión más reciente de Conecta 4. Esta versión no puede abrirlo; la más reciente sí.</translation>
    </message>
    <message>
        <source>%1 is a Connect Four game, but it is damaged: a value in it is wrong.</source>
        <translation>%1 es una partida de Conecta 4, pero está dañada: un valor en ella es incorrecto.</translation>
    </message>
    <message>
        <source>Replace Game?</source>
        <translation>¿Reemplazar la partida?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>File Changed</source>
        <translation>Archivo modificado</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since this window opened or saved it. Replace it with this game?</source>
        <translation>%1 fue modificado por otra ventana u otro programa desde que esta ventana lo abrió o guardó. ¿Reemplazarlo con esta partida?</translation>
    </message>
    <message>
        <source>Copy Position as &amp;Text</source>
        <translation>Copiar la posición como &amp;texto</translation>
    </message>
    <message>
        <source>The moves of %1 could not be imported:
%2</source>
        <translation>No se pudieron importar las jugadas de %1:
%2</translation>
    </message>
</context>
<context>
    <name>c4::Game</name>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the game is paused</source>
        <translation>la partida está en pausa</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>es el turno del ordenador</translation>
    </message>
    <message>
        <source>only a human player can resign</source>
        <translation>solo un jugador humano puede rendirse</translation>
    </message>
    <message>
        <source>the engine chose column %1, which cannot be played</source>
        <translation>el motor eligió la columna %1, que no se puede jugar</translation>
    </message>
    <message>
        <source>the clock ran out before the move</source>
        <translation>el tiempo se agotó antes de la jugada</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (nivel %2)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>c4::GameActions</name>
    <message>
        <source>&amp;Resume Computer</source>
        <translation>&amp;Reanudar el ordenador</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>&amp;Pausar el ordenador</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back your last move (%1)</source>
        <translation>Deshacer tu última jugada (%1)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rehacer jugada</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Play the move taken back again (%1)</source>
        <translation>Volver a jugar la jugada deshecha (%1)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Pi&amp;sta</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Show the best move for you (? or H)</source>
        <translation>Mostrar la mejor jugada para ti (? o H)</translation>
    </message>
    <message>
        <source>&amp;Analyze</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Score every column while you think (A)</source>
        <translation>Puntuar cada columna mientras piensas (A)</translation>
    </message>
    <message>
        <source>Score every move of the game and mark the mistakes</source>
        <translation>Puntuar cada jugada de la partida y marcar los errores</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>&amp;Intercambiar bandos</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Intercambiar</translation>
    </message>
    <message>
        <source>Exchange the two players: play the other colour</source>
        <translation>Intercambiar los dos jugadores: jugar con el otro color</translation>
    </message>
    <message>
        <source>Pause or resume the computer (P)</source>
        <translation>Pausar o reanudar el ordenador (P)</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;visar partida</translation>
    </message>
</context>
<context>
    <name>c4::GameOverBar</name>
    <message>
        <source>&amp;Play Again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <source>A new game with the same players, board and clocks; the other player starts</source>
        <translation>Una partida nueva con los mismos jugadores, tablero y relojes; empieza el otro jugador</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>&amp;Revisar partida</translation>
    </message>
    <message>
        <source>Score every move of this game and mark the mistakes</source>
        <translation>Puntuar cada jugada de esta partida y marcar los errores</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>c4::GameStatus</name>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Empate: el tablero está lleno.</translation>
    </message>
    <message>
        <source>Draw: time ran out, but nobody could win any more.</source>
        <translation>Empate: se acabó el tiempo, pero ya nadie podía ganar.</translation>
    </message>
    <message>
        <source>%1 resigned. Winner: %2</source>
        <translation>%1 se ha rendido. Ganador: %2</translation>
    </message>
    <message>
        <source>Paused: %1 (%2) to move</source>
        <translation>En pausa: mueve %1 (%2)</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 waits. Resume (P) lets it play from here.</source>
        <translation>Jugada %1 de %2: %3 espera. Reanudar (P) le deja jugar desde aquí.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 (%4) to move</source>
        <translation>Jugada %1 de %2: mueve %3 (%4)</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>Mueve %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Analysis paused during play</source>
        <translation>Análisis en pausa durante la partida</translation>
    </message>
    <message>
        <source>Analysis: the game is over</source>
        <translation>Análisis: la partida ha terminado</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>book</source>
        <translation>libro de aperturas</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimación</translation>
    </message>
    <message>
        <source>Analysing · depth %1 · %2</source>
        <translation>Analizando · profundidad %1 · %2</translation>
    </message>
    <message>
        <source>Analysis done · %1</source>
        <translation>Análisis terminado · %1</translation>
    </message>
    <message>
        <source>Paused: press Resume (P) to continue</source>
        <translation>En pausa: pulsa Reanudar (P) para continuar</translation>
    </message>
    <message>
        <source>Move %1 was replaced; Undo brings it back.</source>
        <translation>La jugada %1 se ha sustituido; Deshacer la recupera.</translation>
    </message>
    <message>
        <source>Moves %1-%2 were replaced; Undo brings them back.</source>
        <translation>Las jugadas %1-%2 se han sustituido; Deshacer las recupera.</translation>
    </message>
    <message>
        <source>Analysis failed: %1</source>
        <translation>El análisis falló: %1</translation>
    </message>
    <message numerus="yes">
        <source>Review done: %n mistake(s)</source>
        <translation>
            <numerusform>Revisión terminada: %n error</numerusform>
            <numerusform>Revisión terminada: %n errores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) to move: click a column or press 1-%3</source>
        <translation>Mueve %1 (%2): haz clic en una columna o pulsa 1-%3</translation>
    </message>
    <message>
        <source>%1 (%2) to move: click a column or type 1-%3</source>
        <translation>Mueve %1 (%2): haz clic en una columna o teclea 1-%3</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <extracomment>%1 is a colour, %2 the player&apos;s name: &quot;Yellow wins: Ann&quot;.</extracomment>
        <translation>Gana %1: %2</translation>
    </message>
    <message>
        <source>%1 wins on time: %2</source>
        <translation>Gana %1 por tiempo: %2</translation>
    </message>
    <message>
        <source>Hint: column %1 (%2). Type %1 to play it.</source>
        <translation>Pista: columna %1 (%2). Escribe %1 para jugarla.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing the game: %n positions left</source>
        <translation>
            <numerusform>Revisando la partida: queda %n posición</numerusform>
            <numerusform>Revisando la partida: quedan %n posiciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>c4::GameTally</name>
    <message>
        <source>%1x%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1x%2 connect %3</source>
        <translation>%1×%2, %3 en línea</translation>
    </message>
    <message>
        <source>Tally on %1: %2 %3, %4 %5, draws %6</source>
        <extracomment>The running score between two players, e.g. &quot;Tally on 7x6: Ann 3, Computer (level 7) 2, draws 1&quot;.</extracomment>
        <translation>Marcador en %1: %2 %3, %4 %5, empates %6</translation>
    </message>
</context>
<context>
    <name>c4::HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>El juego</translation>
    </message>
    <message>
        <source>Two players take turns dropping a stone into one of the columns of an upright board; it falls to the lowest free cell. Whoever first gets as many stones in a line as the game asks for (four in Connect Four) wins: across, up and down or diagonally. A full board without such a line is a draw. File &gt; New Game chooses the board (1×1 to 40×40), how many to connect, the players and the time.</source>
        <translation>Dos jugadores dejan caer por turnos una ficha en una de las columnas de un tablero vertical; cae a la casilla libre más baja. Gana quien primero alinea tantas fichas como pide la partida (cuatro en Conecta 4): en horizontal, en vertical o en diagonal. Un tablero lleno sin esa línea es empate. Archivo &gt; Nueva partida elige el tablero (de 1×1 a 40×40), cuántas conectar, los jugadores y el tiempo.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Click a column, or press its number: on boards of more than nine columns type two digits quickly (1 then 2 is column 12). Left and Right move the marker above the board, Enter, Space or Down drop there. Ctrl+Z takes back your last move (against the computer also its reply), ? or H gives a hint, A analyses, P pauses the computer, F1 opens this page. Ctrl+Y or Ctrl+Shift+Z plays a move taken back again.</source>
        <translation>Haz clic en una columna o pulsa su número: en tableros de más de nueve columnas, teclea dos cifras seguidas (1 y luego 2 es la columna 12). Izquierda y Derecha mueven la marca sobre el tablero; Intro, Espacio o Abajo dejan caer la ficha allí. Ctrl+Z deshace tu última jugada (contra el ordenador también su respuesta), ? o H da una pista, A analiza, P pausa el ordenador, F1 abre esta página. Ctrl+Y o Ctrl+Mayús+Z vuelve a jugar una jugada deshecha.</translation>
    </message>
    <message>
        <source>Reading a score</source>
        <translation>Cómo leer una puntuación</translation>
    </message>
    <message>
        <source>A score is for one player. &quot;+3 win in 5&quot;: that player wins with their 5th stone from now whatever the other does; the larger the number in front, the sooner. &quot;−2 loss in 9&quot;: the other player wins with their 9th stone from now. &quot;draw&quot;: with best play on both sides the board fills up. &quot;+0.42 estimate&quot;: the engine has not proved the result yet; above 0 is better for that player, and the further from 0 the clearer.</source>
        <translation>Una puntuación es para un jugador. «+3 victoria en 5 jugadas»: ese jugador gana con su 5.ª ficha desde ahora haga lo que haga el otro; cuanto mayor el número delante, antes. «−2 derrota en 9 jugadas»: el otro jugador gana con su 9.ª ficha desde ahora. «empate»: con el mejor juego de ambos, el tablero se llena. «+0,42 estimación»: el motor aún no ha demostrado el resultado; por encima de 0 es mejor para ese jugador, y cuanto más lejos de 0, más claro.</translation>
    </message>
    <message>
        <source>Under the board and in the analysis panel a score is for the player to move. The move list and the evaluation graph keep one side for the whole game, the first player&apos;s (Yellow): the colour tells who is ahead, yellow or red.</source>
        <translation>Bajo el tablero y en el panel de análisis, una puntuación es para el jugador que mueve. La lista de jugadas y la gráfica de evaluación mantienen un lado para toda la partida, el del primer jugador (Amarillo): el color dice quién va por delante, amarillo o rojo.</translation>
    </message>
    <message>
        <source>The analysis</source>
        <translation>El análisis</translation>
    </message>
    <message>
        <source>Analyze scores every column of the position shown, best first, with the best line: the moves both players would make from there. The best column is filled under the board.</source>
        <translation>Analizar puntúa cada columna de la posición mostrada, la mejor primero, con la mejor línea: las jugadas que harían ambos jugadores desde ahí. Bajo el tablero, la mejor columna aparece rellena.</translation>
    </message>
    <message>
        <source>Click a move in the list or a point of the graph to see the board at that moment; playing from there starts a new line (Undo brings the old one back). Review Game scores every move and marks with ?? those that threw away a win or a draw.</source>
        <translation>Haz clic en una jugada de la lista o en un punto de la gráfica para ver el tablero en ese momento; jugar desde ahí empieza una nueva línea (Deshacer recupera la anterior). Revisar partida puntúa cada jugada y marca con ?? las que echaron a perder una victoria o un empate.</translation>
    </message>
    <message>
        <source>In the move list and the graph the arrow keys walk through the moves, and digits typed there still play on the board. Escape closes the bar that announces the end of a game.</source>
        <translation>En la lista de jugadas y en la gráfica, las flechas recorren las jugadas, y las cifras tecleadas allí siguen jugando en el tablero. Escape cierra la barra que anuncia el final de una partida.</translation>
    </message>
</context>
<context>
    <name>c4::MainWindow</name>
    <message>
        <source>Cannot play there: %1</source>
        <translation>No se puede jugar ahí: %1</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Problema del motor</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Import Moves</source>
        <translation>&amp;Importar jugadas</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Start a new game: board size, players, levels and time (%1)</source>
        <translation>Empezar una partida nueva: tamaño del tablero, jugadores, niveles y tiempo (%1)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pr&amp;eferencias…</translation>
    </message>
    <message>
        <source>&amp;About Connect Four</source>
        <translation>&amp;Acerca de Conecta 4</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>About Connect Four</source>
        <translation>Acerca de Conecta 4</translation>
    </message>
    <message>
        <source>Restore Game?</source>
        <translation>¿Restaurar la partida?</translation>
    </message>
    <message>
        <source>Cannot Restore Game</source>
        <translation>No se puede restaurar la partida</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>El guardado automático falló: %1</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Restablecer la disposición</translation>
    </message>
    <message>
        <source>Bring back every panel in its first place</source>
        <translation>Devolver cada panel a su lugar original</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>Connect Four %1

Play and analyse Connect Four and every connect-N variant on boards from 1×1 to 40×40, against the computer at ten levels from beginner to perfect.

Help &gt; How to Play explains the rules, the keys and the scores.</source>
        <translation>Conecta 4 %1

Juega y analiza Conecta 4 y todas sus variantes de N en línea en tableros de 1×1 a 40×40, contra el ordenador en diez niveles, de principiante a perfecto.

Ayuda &gt; Cómo se juega explica las reglas, las teclas y las puntuaciones.</translation>
    </message>
    <message>
        <source>Computer against computer: press Resume (P) to let them play.</source>
        <translation>Ordenador contra ordenador: pulsa Reanudar (P) para que jueguen.</translation>
    </message>
    <message>
        <source>Connect Four did not close normally last time. Restore the game that was in progress?

Discard deletes it; Cancel keeps it for the next start.</source>
        <translation>Conecta 4 no se cerró con normalidad la última vez. ¿Restaurar la partida en curso?

Descartar la borra; Cancelar la guarda para el próximo inicio.</translation>
    </message>
</context>
<context>
    <name>c4::MoveList</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>The position before the first move</source>
        <translation>La posición antes de la primera jugada</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>Aún sin evaluar</translation>
    </message>
    <message>
        <source>Mistake: this move turned a win into a draw. %1</source>
        <translation>Error: esta jugada convirtió una victoria en empate. %1</translation>
    </message>
    <message>
        <source>Mistake: this move turned a win into a loss. %1</source>
        <translation>Error: esta jugada convirtió una victoria en derrota. %1</translation>
    </message>
    <message>
        <source>Mistake: this move turned a draw into a loss. %1</source>
        <translation>Error: esta jugada convirtió un empate en derrota. %1</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Jugadas de la partida</translation>
    </message>
    <message>
        <source>Evaluation for %1</source>
        <translation>Evaluación para %1</translation>
    </message>
    <message>
        <source>?? %1 (%2 threw away the win)</source>
        <extracomment>Move list: &quot;??&quot; marks a blunder, as in chess notation; %2 is the player who made it.</extracomment>
        <translation>?? %1 (%2 desperdició la victoria)</translation>
    </message>
    <message>
        <source>?? %1 (%2 threw away the draw)</source>
        <translation>?? %1 (%2 desperdició el empate)</translation>
    </message>
</context>
<context>
    <name>c4::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Predefinido:</translation>
    </message>
    <message>
        <source>&amp;Size (columns × rows):</source>
        <translation>&amp;Tamaño (columnas × filas):</translation>
    </message>
    <message>
        <source>&amp;Connect:</source>
        <translation>Co&amp;nectar:</translation>
    </message>
    <message>
        <source>Columns, 1 to 40</source>
        <translation>Columnas, de 1 a 40</translation>
    </message>
    <message>
        <source>Rows, 1 to 40</source>
        <translation>Filas, de 1 a 40</translation>
    </message>
    <message>
        <source>How many stones in a row win, 1 to 40</source>
        <translation>Cuántas fichas en línea ganan, de 1 a 40</translation>
    </message>
    <message>
        <source>Standard: %1 × %2, connect %3</source>
        <translation>Estándar: %1 × %2, conectar %3</translation>
    </message>
    <message>
        <source>%1 × %2, connect %3</source>
        <translation>%1 × %2, conectar %3</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Plays as:</source>
        <translation>Juega como:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <source>1 is a beginner, 10 plays perfectly where it can</source>
        <translation>1 es un principiante, 10 juega perfecto donde puede</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Quién empieza:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Control de tiempo:</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sin límite de tiempo</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <source>Clock with increment</source>
        <translation>Reloj con incremento</translation>
    </message>
    <message>
        <source>Seconds per move:</source>
        <translation>Segundos por jugada:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Minutes per player:</source>
        <translation>Minutos por jugador:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Incremento por jugada:</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The board needs between %1 and %2 columns, not %3.</source>
        <translation>El tablero necesita entre %1 y %2 columnas, no %3.</translation>
    </message>
    <message>
        <source>The board needs between %1 and %2 rows, not %3.</source>
        <translation>El tablero necesita entre %1 y %2 filas, no %3.</translation>
    </message>
    <message>
        <source>Connect must be between %1 and %2, not %3.</source>
        <translation>Conectar debe estar entre %1 y %2, no %3.</translation>
    </message>
    <message>
        <source> of 10</source>
        <extracomment>After the level number: &quot;5 of 10&quot;.</extracomment>
        <translation> de 10</translation>
    </message>
    <message>
        <source>%1 in a row does not fit on a %2 × %3 board: nobody can win, every game is a draw. A connect of at most %4 can be won.</source>
        <translation>%1 en línea no caben en un tablero de %2 × %3: nadie puede ganar, cada partida acaba en empate. Se puede ganar con %4 en línea como mucho.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
</context>
<context>
    <name>c4::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Falling pieces:</source>
        <translation>&amp;Caída de fichas:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Show &amp;scores under the columns</source>
        <translation>Mostrar &amp;puntuaciones bajo las columnas</translation>
    </message>
    <message>
        <source>While the engine analyses, each column shows what playing there is worth.</source>
        <translation>Mientras el motor analiza, cada columna muestra cuánto vale jugar en ella.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>&amp;Memoria:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Memory for the engine&apos;s position tables, shared by the computer player and the analysis; more helps on large boards.</source>
        <translation>Memoria para las tablas de posiciones del motor, compartida entre el jugador del ordenador y el análisis; más ayuda en tableros grandes.</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s time per move:</source>
        <translation>Tiempo del &amp;ordenador por jugada:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Used when the game has no time control.</source>
        <translation>Se usa cuando la partida no tiene control de tiempo.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Each level&apos;s own (level 10: up to %1 s)</source>
        <translation>El propio de cada nivel (nivel 10: hasta %1 s)</translation>
    </message>
    <message numerus="yes">
        <source>Processor cores the engine uses to prove scores (this computer has %n).</source>
        <translation>
            <numerusform>Núcleos del procesador que usa el motor para demostrar puntuaciones (este ordenador tiene %n).</numerusform>
            <numerusform>Núcleos del procesador que usa el motor para demostrar puntuaciones (este ordenador tiene %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>&amp;Hilos:</translation>
    </message>
</context>
<context>
    <name>c4::cli</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Generates the exact score of every position up to a ply (mirror positions folded), appending &apos;&lt;moves&gt; &lt;score&gt;&apos; lines to FILE as it goes: stop it at any time and run the same command again to resume. Only the deepest ply is solved; shallower plies are derived from their children. With --pack, turns such a file into the compact book that is embedded in the program.</source>
        <translation>Calcula la puntuación exacta de cada posición hasta una media jugada (posiciones simétricas agrupadas) y va añadiendo líneas «&lt;jugadas&gt; &lt;puntuación&gt;» a ARCHIVO: detenlo cuando quieras y ejecuta la misma orden para continuar. Solo se resuelve la media jugada más profunda; las menos profundas se deducen de sus sucesoras. Con --pack, convierte ese archivo en el libro compacto que se incorpora al programa.</translation>
    </message>
    <message>
        <source>every position up to this ply</source>
        <translation>cada posición hasta esta media jugada</translation>
    </message>
    <message>
        <source>the file to append to (or, with --pack, to write)</source>
        <translation>el archivo al que añadir (o, con --pack, que escribir)</translation>
    </message>
    <message>
        <source>board, WxH or WxHxN, at most 64 cells with the spare row (default 7x6x4)</source>
        <translation>tablero, AxA o AxAxN, como máximo 64 casillas con la fila de reserva (7x6x4 por defecto)</translation>
    </message>
    <message>
        <source>pack this progress file into the compact book written to --out</source>
        <translation>empaquetar este archivo de progreso en el libro compacto escrito en --out</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado «%1»</translation>
    </message>
    <message>
        <source>--ply P and --out FILE are required</source>
        <translation>se necesitan --ply P y --out ARCHIVO</translation>
    </message>
    <message>
        <source>--size: %1 is too big for a book (width x (height + 1) must be at most 64)</source>
        <translation>--size: %1 es demasiado grande para un libro (ancho x (alto + 1) debe ser como máximo 64)</translation>
    </message>
    <message>
        <source>cannot cut the unfinished last line of %1: %2</source>
        <translation>no se puede cortar la última línea incompleta de %1: %2</translation>
    </message>
    <message>
        <source>board as WxH or WxHxN (default 7x6x4)</source>
        <translation>tablero como AxA o AxAxN (7x6x4 por defecto)</translation>
    </message>
    <message>
        <source>milliseconds per move at most (default 100)</source>
        <translation>milisegundos por jugada como máximo (100 por defecto)</translation>
    </message>
    <message>
        <source>seed of openings and mistakes (default 1)</source>
        <translation>semilla de aperturas y errores (1 por defecto)</translation>
    </message>
    <message>
        <source>games played at once (default 1)</source>
        <translation>partidas jugadas a la vez (1 por defecto)</translation>
    </message>
    <message>
        <source>transposition table per player in MiB (default 16)</source>
        <translation>tabla de transposición por jugador en MiB (16 por defecto)</translation>
    </message>
    <message>
        <source>print one line per game</source>
        <translation>mostrar una línea por partida</translation>
    </message>
    <message>
        <source>--levels A,B is required</source>
        <translation>se necesita --levels A,B</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; is not two levels from 1 to 10 such as 5,4</source>
        <translation>--levels: «%1» no son dos niveles de 1 a 10 como 5,4</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>level %1 wins</source>
        <translation>gana el nivel %1</translation>
    </message>
    <message>
        <source>Prints the 1-based column the engine plays in POSITION (the moves so far, 1-based: &quot;4453&quot; on boards of up to 9 columns, a list such as &quot;4,4,10,3&quot; on any board; &quot;&quot; is the empty board).</source>
        <translation>Muestra la columna (contando desde 1) que juega el motor en POSICIÓN (las jugadas hechas, contando desde 1: «4453» en tableros de hasta 9 columnas, una lista como «4,4,10,3» en cualquier tablero; «» es el tablero vacío).</translation>
    </message>
    <message>
        <source>the moves played so far</source>
        <translation>las jugadas hechas hasta ahora</translation>
    </message>
    <message>
        <source>skill level 1-10 (default 10, the solver)</source>
        <translation>nivel 1-10 (10 por defecto, el solucionador)</translation>
    </message>
    <message>
        <source>seed of the level&apos;s deliberate mistakes (default: random); the same seed gives the same move</source>
        <translation>semilla de los errores deliberados del nivel (por defecto: aleatoria); la misma semilla da la misma jugada</translation>
    </message>
    <message>
        <source>expected one position, got %1 arguments (quote a list with spaces)</source>
        <translation>se esperaba una posición, se recibieron %1 argumentos (pon entre comillas una lista con espacios)</translation>
    </message>
    <message>
        <source>position &apos;%1&apos;: %2</source>
        <translation>posición «%1»: %2</translation>
    </message>
    <message>
        <source>position &apos;%1&apos;: the game is over, there is no move to play</source>
        <translation>posición «%1»: la partida ha terminado, no hay jugada posible</translation>
    </message>
    <message>
        <source>expected &apos;moves score&apos;</source>
        <translation>se esperaba «jugadas puntuación»</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>la partida ya ha terminado</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1:%2: %3 solved as %4, expected %5</source>
        <translation>%1:%2: %3 resuelto como %4, se esperaba %5</translation>
    </message>
    <message>
        <source>Solves benchmark files of &apos;moves score&apos; lines (7x6) with a fresh table per position and
prints: FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z</source>
        <translation>Resuelve archivos de referencia con líneas «jugadas puntuación» (7x6) con una tabla nueva por posición e
imprime: FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z</translation>
    </message>
    <message>
        <source>Benchmark files.</source>
        <translation>Archivos de referencia.</translation>
    </message>
    <message>
        <source>Stop each file after S seconds of solving.</source>
        <translation>Detener cada archivo tras S segundos de resolución.</translation>
    </message>
    <message>
        <source>Only win/draw/loss (scores -1, 0, 1).</source>
        <translation>Solo victoria/empate/derrota (puntuaciones -1, 0, 1).</translation>
    </message>
    <message>
        <source>Reads one position a line (columns played, 1-based; an empty line is the empty board) and
writes &apos;&lt;position&gt; &lt;score&gt;&apos;, the exact score for the side to move, as Pons&apos; c4solver does.</source>
        <translation>Lee una posición por línea (columnas jugadas, desde 1; una línea vacía es el tablero vacío) y
escribe «&lt;posición&gt; &lt;puntuación&gt;», la puntuación exacta para el bando que mueve, como el c4solver de Pons.</translation>
    </message>
    <message>
        <source>Only win/draw/loss: scores 1, 0, -1.</source>
        <translation>Solo victoria/empate/derrota: puntuaciones 1, 0, -1.</translation>
    </message>
    <message>
        <source>Write the score of every column (-1000 for a full one).</source>
        <translation>Escribir la puntuación de cada columna (-1000 para una llena).</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>too long (%1 bytes)</source>
        <translation>demasiado largo (%1 bytes)</translation>
    </message>
    <message>
        <source>the game is already over: move %1 wins</source>
        <translation>la partida ya ha terminado: la jugada %1 gana</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>el tablero está lleno</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>primer jugador</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>segundo jugador</translation>
    </message>
    <message>
        <source>depth %1  nodes %2  speed %3 knodes/s  time %4 s%5</source>
        <translation>profundidad %1  nodos %2  velocidad %3 knodos/s  tiempo %4 s%5</translation>
    </message>
    <message>
        <source>  (book)</source>
        <translation>  (libro de aperturas)</translation>
    </message>
    <message>
        <source>  (exact)</source>
        <translation>  (exacto)</translation>
    </message>
    <message>
        <source>  (estimates)</source>
        <translation>  (estimaciones)</translation>
    </message>
    <message>
        <source>column</source>
        <translation>columna</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>line</source>
        <translation>línea</translation>
    </message>
    <message>
        <source>full</source>
        <translation>llena</translation>
    </message>
    <message>
        <source>best: column %1 (%2)</source>
        <translation>mejor: columna %1 (%2)</translation>
    </message>
    <message>
        <source>Scores every column of a position, with the line of best play after it.
POSITION: 1-based columns played (&quot;4453&quot;, or &quot;4,4,10,3&quot; on wide boards);
none for the empty board.</source>
        <translation>Puntúa cada columna de una posición, seguida de la línea de mejor juego.
POSICIÓN: columnas jugadas contando desde 1 («4453», o «4,4,10,3» en tableros anchos);
ninguna para el tablero vacío.</translation>
    </message>
    <message>
        <source>The moves played so far.</source>
        <translation>Las jugadas hechas hasta ahora.</translation>
    </message>
    <message>
        <source>Stop after S seconds (default: until exact). Without --table-mb the table is then sized to the time: 64 MiB a second, at least 64.</source>
        <translation>Detenerse tras S segundos (por defecto: hasta el resultado exacto). Sin --table-mb, la tabla se ajusta entonces al tiempo: 64 MiB por segundo, al menos 64.</translation>
    </message>
    <message>
        <source>Search at most D plies deep.</source>
        <translation>Buscar como máximo a D medias jugadas de profundidad.</translation>
    </message>
    <message>
        <source>Write JSON instead of text.</source>
        <translation>Escribir JSON en lugar de texto.</translation>
    </message>
    <message>
        <source>give one POSITION (quote a list with spaces), not %1 arguments</source>
        <translation>indica una POSICIÓN (pon entre comillas una lista con espacios), no %1 argumentos</translation>
    </message>
    <message>
        <source>play by a clock instead: seconds left on the mover&apos;s clock, optionally + seconds added per move (e.g. 60+2); the move takes a share of it and never more than half</source>
        <translation>jugar con reloj en su lugar: segundos que le quedan al que mueve, opcionalmente + segundos añadidos por jugada (p. ej. 60+2); la jugada usa una parte y nunca más de la mitad</translation>
    </message>
    <message>
        <source>--time and --clock cannot be combined: give one</source>
        <translation>--time y --clock no se pueden combinar: indica uno</translation>
    </message>
    <message>
        <source>--clock: &apos;%1&apos; is not seconds left, optionally +increment, such as 60+2</source>
        <translation>--clock: «%1» no son segundos restantes, opcionalmente +incremento, como 60+2</translation>
    </message>
    <message>
        <source>Answer positions in the embedded 7x6 opening book from it instead of solving them.</source>
        <translation>Responder las posiciones del libro de aperturas 7x6 incorporado desde él en lugar de resolverlas.</translation>
    </message>
    <message>
        <source>Walk the lines of scores from the opening book to the end of the game (seconds per column).</source>
        <translation>Seguir las líneas de las puntuaciones del libro de aperturas hasta el final de la partida (segundos por columna).</translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation>un número de segundos</translation>
    </message>
    <message>
        <source>give at least one FILE</source>
        <translation>indica al menos un ARCHIVO</translation>
    </message>
    <message>
        <source>positions are read from stdin, not from the command line (&apos;%1&apos;)</source>
        <translation>las posiciones se leen de stdin, no de la línea de órdenes (&apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--opponent: &apos;%1&apos; is not an opponent this command knows; use classic:DEPTH (DEPTH %2-%3)</source>
        <translation>--opponent: «%1» no es un rival que esta orden conozca; usa classic:PROFUNDIDAD (PROFUNDIDAD %2-%3)</translation>
    </message>
    <message>
        <source>--opponent: the depth in &apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>--opponent: la profundidad en «%1» no es un número entero de %2 a %3</translation>
    </message>
    <message>
        <source>the two levels, as A,B (1-10); one level with --opponent</source>
        <translation>los dos niveles, como A,B (1-10); un solo nivel con --opponent</translation>
    </message>
    <message>
        <source>play --levels against the classic engine at DEPTH plies</source>
        <translation>enfrentar --levels al motor clásico a PROFUNDIDAD medias jugadas</translation>
    </message>
    <message>
        <source>--levels L is required (the level that plays the classic engine)</source>
        <translation>--levels L es obligatorio (el nivel que juega contra el motor clásico)</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; is not one level from 1 to 10; with --opponent it names the single level that plays the classic engine</source>
        <translation>--levels: «%1» no es un nivel de 1 a 10; con --opponent nombra el único nivel que juega contra el motor clásico</translation>
    </message>
    <message>
        <source>classic %1</source>
        <translation>clásico %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>nivel %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoria</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>derrota</translation>
    </message>
    <message>
        <source>Only prove the best column, as level 10 does to choose its move (the other columns&apos; scores may be mere bounds).</source>
        <translation>Solo demostrar la mejor columna, como hace el nivel 10 para elegir su jugada (las puntuaciones de las demás columnas pueden ser meras cotas).</translation>
    </message>
    <message>
        <source>Time with the process&apos;s CPU time (all threads) instead of the wall clock.</source>
        <translation>Medir con el tiempo de CPU del proceso (todos los hilos) en lugar del reloj.</translation>
    </message>
    <message>
        <source>instead of --time-ms, each level thinks its own time per move (as with no time set; level 10: 5 s) times F, so a match runs quicker at the levels&apos; own proportions</source>
        <translation>en lugar de --time-ms, cada nivel piensa su propio tiempo por jugada (como sin tiempo fijado; nivel 10: 5 s) por F, para que un enfrentamiento vaya más rápido en las proporciones de los niveles</translation>
    </message>
    <message>
        <source>give --time-ms or --time-scale, not both</source>
        <translation>indica --time-ms o --time-scale, no ambos</translation>
    </message>
    <message>
        <source>a factor</source>
        <translation>un factor</translation>
    </message>
    <message>
        <source>seconds to think at most (default: the level&apos;s own time, 5 s at level 10); without --table-mb the table is sized to the move&apos;s time, 64 MiB a second, at least 64</source>
        <translation>segundos para pensar como máximo (por defecto: el tiempo del nivel, 5 s en el nivel 10); sin --table-mb, la tabla se dimensiona según el tiempo de la jugada: 64 MiB por segundo, al menos 64</translation>
    </message>
    <message>
        <source>search threads per player (default 1; the window gives the computer every core)</source>
        <translation>hilos de búsqueda por jugador (1 por defecto; en la ventana el ordenador usa todos los núcleos)</translation>
    </message>
    <message>
        <source>(depth %1) %2</source>
        <translation>(profundidad %1) %2</translation>
    </message>
    <message>
        <source>Plays skill level A against level B. Game pairs start from the same random opening of 2 to 4 moves, A moving first in one and B in the other. The score counts a win 1 and a draw 1/2.
With --opponent classic:DEPTH, --levels names one level, which plays the seeds&apos; classic engine searching DEPTH plies (1-20, no time limit) from random 2-move openings, colours alternating; every game and the score are reported for the level.
With --position MOVES every game starts from that position instead, colours alternating over each pair: to study where a game is won or lost, or what a move is worth in play.</source>
        <translation>Enfrenta el nivel A al nivel B. Las partidas van por parejas desde la misma apertura aleatoria de 2 a 4 jugadas, empezando A en una y B en la otra. Una victoria cuenta 1 y un empate 1/2.
Con --opponent classic:PROFUNDIDAD, --levels nombra un solo nivel, que juega contra el motor clásico de las semillas buscando a PROFUNDIDAD medias jugadas (1-20, sin límite de tiempo) desde aperturas aleatorias de 2 jugadas, alternando los colores; cada partida y el resultado se dan desde el punto de vista del nivel.
Con --position JUGADAS cada partida empieza en esa posición, alternando los colores en cada par: para ver dónde se gana o se pierde una partida, o cuánto vale una jugada en juego.</translation>
    </message>
    <message>
        <source>every game starts from this position (1-based columns, as analyze takes them) instead of a random opening</source>
        <translation>cada partida empieza en esta posición (columnas desde 1, como las toma analyze) en lugar de una apertura aleatoria</translation>
    </message>
    <message>
        <source>--position &apos;%1&apos;: %2</source>
        <translation>--position «%1»: %2</translation>
    </message>
    <message>
        <source>--position &apos;%1&apos;: the game is over, there is nothing to play</source>
        <translation>--position «%1»: la partida ha terminado, no hay nada que jugar</translation>
    </message>
    <message>
        <source>--side needs --position (from random openings the colours take turns)</source>
        <translation>--side necesita --position (desde aperturas aleatorias los colores se alternan)</translation>
    </message>
    <message>
        <source>--side: &apos;%1&apos; is neither first nor second</source>
        <translation>--side: «%1» no es ni first ni second</translation>
    </message>
    <message>
        <source>games to play (default 100; odd: the last pair&apos;s opening is played once)</source>
        <translation>partidas que jugar (100 por defecto; impar: la apertura del último par se juega una vez)</translation>
    </message>
    <message>
        <source>with --position: level A (the first of --levels, or the level against the classic engine) plays only the first player&apos;s stones (odd moves from the empty board) or the second&apos;s, instead of taking turns</source>
        <translation>con --position: el nivel A (el primero de --levels, o el nivel contra el motor clásico) juega solo las fichas del primer jugador (las jugadas impares desde el tablero vacío) o solo las del segundo, en lugar de alternar</translation>
    </message>
    <message>
        <source>connect4-cli match: warning: in --position &apos;%1&apos; the side to move can win at once (column %2)</source>
        <translation>connect4-cli match: aviso: en --position «%1» el lado que mueve puede ganar de inmediato (columna %2)</translation>
    </message>
    <message>
        <source>level A&apos;s evaluation weights, as C4_EVAL_WEIGHTS takes them: window[1],...,window[N-1],threat,goodThreat,fillUp for connect N (default: the built-in ones, or the environment&apos;s)</source>
        <translation>pesos de la evaluación del nivel A, como los toma C4_EVAL_WEIGHTS: window[1],...,window[N-1],threat,goodThreat,fillUp para conectar N (por defecto: los incorporados, o los del entorno)</translation>
    </message>
    <message>
        <source>level B&apos;s evaluation weights, as --weights-a</source>
        <translation>pesos de la evaluación del nivel B, como --weights-a</translation>
    </message>
    <message>
        <source>--weights-b: the classic engine has no evaluation weights (--weights-a gives the level&apos;s)</source>
        <translation>--weights-b: el motor clásico no tiene pesos de evaluación (--weights-a da los del nivel)</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not %3 whole numbers separated by commas (connect %4: window[1] to window[%5], threat, goodThreat, fillUp)</source>
        <translation>--%1: «%2» no son %3 números enteros separados por comas (conectar %4: window[1] a window[%5], threat, goodThreat, fillUp)</translation>
    </message>
    <message>
        <source>--ply: every game on %1 is over before ply %2; the deepest ply with a position in play is %3</source>
        <translation>--ply: en %1 toda partida termina antes de la media jugada %2; la media jugada más profunda con una posición en juego es %3</translation>
    </message>
    <message>
        <source>--out: %1 is the progress file given to --pack, which the packed book would overwrite</source>
        <translation>--out: %1 es el archivo de progreso dado a --pack, que el libro empaquetado sobrescribiría</translation>
    </message>
    <message>
        <source>%1: nothing to pack: not even the empty board&apos;s score is known</source>
        <translation>%1: nada que empaquetar: ni siquiera se conoce la puntuación del tablero vacío</translation>
    </message>
    <message>
        <source>the game is already over: move %1 wins, nothing to analyse</source>
        <translation>la partida ya ha terminado: la jugada %1 gana, nada que analizar</translation>
    </message>
    <message>
        <source>the board is full, nothing to analyse</source>
        <translation>el tablero está lleno, nada que analizar</translation>
    </message>
    <message numerus="yes">
        <source>Position %1 on %2, %n moves played, %3 to move</source>
        <translation>
            <numerusform>Posición %1 en %2, %n jugada hecha, mueve %3</numerusform>
            <numerusform>Posición %1 en %2, %n jugadas hechas, mueve %3</numerusform>
        </translation>
    </message>
    <message>
        <source>--out needs a file name</source>
        <translation>--out necesita un nombre de archivo</translation>
    </message>
</context>
<context>
    <name>c4::cli::PlayOptions</name>
    <message>
        <source>Board size: width x height x connect (default 7x6x4).</source>
        <translation>Tamaño del tablero: ancho x alto x conectar (7x6x4 por defecto).</translation>
    </message>
    <message>
        <source>Number of columns (1-40).</source>
        <translation>Número de columnas (1-40).</translation>
    </message>
    <message>
        <source>Number of rows (1-40).</source>
        <translation>Número de filas (1-40).</translation>
    </message>
    <message>
        <source>Stones in a row that win (1-40).</source>
        <translation>Fichas en línea que ganan (1-40).</translation>
    </message>
    <message>
        <source>Who plays, player 1 then player 2: human,computer (default), computer,human, human,human or computer,computer.</source>
        <translation>Quién juega, jugador 1 y luego jugador 2: human,computer (por defecto), computer,human, human,human o computer,computer.</translation>
    </message>
    <message>
        <source>Skill level 1-10 of every computer player (default 5).</source>
        <translation>Nivel 1-10 de cada jugador ordenador (5 por defecto).</translation>
    </message>
    <message>
        <source>Skill levels of player 1 and player 2.</source>
        <translation>Niveles del jugador 1 y del jugador 2.</translation>
    </message>
    <message>
        <source>Who moves first (plays x): 1, 2 or random (default).</source>
        <translation>Quién mueve primero (juega x): 1, 2 o random (por defecto).</translation>
    </message>
    <message>
        <source>Start from a saved .c4game file.</source>
        <translation>Empezar desde un archivo .c4game guardado.</translation>
    </message>
    <message>
        <source>Seed for the random first player and the computer&apos;s choices (reproducible games).</source>
        <translation>Semilla del primer jugador aleatorio y de las elecciones del ordenador (partidas reproducibles).</translation>
    </message>
    <message>
        <source>Plain text even on a terminal.</source>
        <translation>Texto sin formato incluso en un terminal.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (options start with --)</source>
        <translation>argumento inesperado «%1» (las opciones empiezan por --)</translation>
    </message>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 aparece más de una vez</translation>
    </message>
    <message>
        <source>--size cannot be combined with --width, --height or --connect</source>
        <translation>--size no se puede combinar con --width, --height ni --connect</translation>
    </message>
    <message>
        <source>--players: &apos;%1&apos; must name two players, for example human,computer</source>
        <translation>--players: «%1» debe nombrar dos jugadores, por ejemplo human,computer</translation>
    </message>
    <message>
        <source>--players: &apos;%1&apos; is neither human nor computer</source>
        <translation>--players: «%1» no es ni human ni computer</translation>
    </message>
    <message>
        <source>--level and --levels cannot be combined</source>
        <translation>--level y --levels no se pueden combinar</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; must give two levels, for example 3,7</source>
        <translation>--levels: «%1» debe dar dos niveles, por ejemplo 3,7</translation>
    </message>
    <message>
        <source>--first: &apos;%1&apos; must be 1, 2 or random</source>
        <translation>--first: «%1» debe ser 1, 2 o random</translation>
    </message>
    <message>
        <source>--load needs a file name</source>
        <translation>--load necesita un nombre de archivo</translation>
    </message>
    <message>
        <source>Play Connect Four (or connect N on any board) in the terminal.
At the prompt: a column number plays; ? scores every column; u undo, r redo;
s FILE save, l FILE load (.c4game files, as the window); n new game; q quit; h help.
With --load, the file&apos;s players play unless --players or a level is given.
Exit status: 0 after q or at the end of input, 2 for a wrong command line.</source>
        <translation>Juega a Conecta 4 (o a conectar N en cualquier tablero) en el terminal.
En el indicador: un número de columna juega; ? puntúa cada columna; u deshace, r rehace;
s ARCHIVO guarda, l ARCHIVO carga (archivos .c4game, como la ventana); n partida nueva; q salir; h ayuda.
Con --load juegan los jugadores del archivo, salvo que se indique --players o un nivel.
Código de salida: 0 tras q o al final de la entrada, 2 si la línea de órdenes es incorrecta.</translation>
    </message>
    <message>
        <source>Usage: %1 [options]</source>
        <translation>Uso: %1 [opciones]</translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation>un número de segundos</translation>
    </message>
    <message>
        <source>--load cannot be combined with --%1: the file gives the board and who moves first</source>
        <translation>--load no se puede combinar con --%1: el archivo indica el tablero y quién empieza</translation>
    </message>
    <message>
        <source>Seconds a computer may think per move, and how long ? thinks (at least 0.001; default: each level&apos;s own time, 1 s at level 1 to 5 s at level 10, and ? thinks as long as level 10).</source>
        <translation>Segundos que un ordenador puede pensar por jugada, y cuánto piensa ? (al menos 0.001; por defecto: el tiempo propio de cada nivel, de 1 s en el nivel 1 a 5 s en el nivel 10, y ? piensa tanto como el nivel 10).</translation>
    </message>
</context>
<context>
    <name>c4::cli::TerminalCommand</name>
    <message>
        <source>type a column number 1-%1, or h for help</source>
        <translation>escribe un número de columna 1-%1, o h para la ayuda</translation>
    </message>
    <message>
        <source>Empty line: %1.</source>
        <translation>Línea vacía: %1.</translation>
    </message>
    <message>
        <source>Column %1 is out of range: choose a column from 1 to %2.</source>
        <translation>La columna %1 está fuera de rango: elige una columna de 1 a %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a file name: %1 FILE.</source>
        <translation>«%1» necesita un nombre de archivo: %1 ARCHIVO.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes no argument (got %2).</source>
        <translation>«%1» no admite argumentos (se recibió %2).</translation>
    </message>
    <message>
        <source>%1 is not a column or a command: %2.</source>
        <translation>%1 no es una columna ni una orden: %2.</translation>
    </message>
    <message>
        <source>That line is too long (%1 bytes): %2.</source>
        <translation>Esa línea es demasiado larga (%1 bytes): %2.</translation>
    </message>
</context>
<context>
    <name>c4::cli::TerminalGame</name>
    <message>
        <source>player %1</source>
        <translation>jugador %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>computer %1 (level %2)</source>
        <translation>ordenador %1 (nivel %2)</translation>
    </message>
    <message>
        <source>the computer (level %1)</source>
        <translation>el ordenador (nivel %1)</translation>
    </message>
    <message>
        <source>Connect %1 on a %2x%3 board.</source>
        <translation>Conecta %1 en un tablero de %2x%3.</translation>
    </message>
    <message>
        <source>x: %1. o: %2. x moves first.</source>
        <translation>x: %1. o: %2. x mueve primero.</translation>
    </message>
    <message>
        <source>Type a column number to play, ? for a hint, h for help.</source>
        <translation>Escribe un número de columna para jugar, ? para una pista, h para la ayuda.</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Empate: el tablero está lleno.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <source>you won :)</source>
        <translation>has ganado :)</translation>
    </message>
    <message>
        <source>you lost :(</source>
        <translation>has perdido :(</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 ha ganado.</translation>
    </message>
    <message>
        <source> on time</source>
        <translation> por tiempo</translation>
    </message>
    <message>
        <source> by resignation</source>
        <translation> por rendición</translation>
    </message>
    <message>
        <source>%1 wins%2: %3</source>
        <translation>%1 gana%2: %3</translation>
    </message>
    <message>
        <source>Winning line (column,row): %1</source>
        <translation>Línea ganadora (columna,fila): %1</translation>
    </message>
    <message>
        <source>Game over: n starts a new game, u takes back, s FILE saves, q quits.</source>
        <translation>Partida terminada: n empieza una nueva, u deshace, s ARCHIVO guarda, q sale.</translation>
    </message>
    <message>
        <source>Game over [n, u, s FILE, q, h]: </source>
        <translation>Partida terminada [n, u, s ARCHIVO, q, h]: </translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Órdenes:</translation>
    </message>
    <message>
        <source>  1-%1       drop a stone in that column</source>
        <translation>  1-%1       soltar una ficha en esa columna</translation>
    </message>
    <message>
        <source>  ?          score every column and suggest a move</source>
        <translation>  ?          puntuar cada columna y sugerir una jugada</translation>
    </message>
    <message>
        <source>  u          undo (your move and the computer&apos;s reply)</source>
        <translation>  u          deshacer (tu jugada y la respuesta del ordenador)</translation>
    </message>
    <message>
        <source>  r          redo</source>
        <translation>  r          rehacer</translation>
    </message>
    <message>
        <source>  s FILE     save the game (a .c4game file, the window opens it too)</source>
        <translation>  s ARCHIVO  guardar la partida (un archivo .c4game, la ventana también lo abre)</translation>
    </message>
    <message>
        <source>  l FILE     load a saved game</source>
        <translation>  l ARCHIVO  cargar una partida guardada</translation>
    </message>
    <message>
        <source>  q          quit</source>
        <translation>  q          salir</translation>
    </message>
    <message>
        <source>  h          this help</source>
        <translation>  h          esta ayuda</translation>
    </message>
    <message>
        <source>Please answer y or n.</source>
        <translation>Responde y o n, por favor.</translation>
    </message>
    <message>
        <source>The game is not saved. %1 anyway?</source>
        <translation>La partida no está guardada. ¿%1 de todos modos?</translation>
    </message>
    <message>
        <source>End of input: quitting without saving.</source>
        <translation>Fin de la entrada: se sale sin guardar.</translation>
    </message>
    <message>
        <source>End of input: bye.</source>
        <translation>Fin de la entrada: adiós.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Bye.</source>
        <translation>Adiós.</translation>
    </message>
    <message>
        <source>The game is over: n starts a new game, u takes back a move.</source>
        <translation>La partida ha terminado: n empieza una nueva, u deshace una jugada.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn: r redoes its move, u takes back further, n starts a new game.</source>
        <translation>Es el turno del ordenador: r rehace su jugada, u deshace más, n empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Column %1 is full: choose another column.</source>
        <translation>La columna %1 está llena: elige otra columna.</translation>
    </message>
    <message>
        <source>%1 plays column %2.</source>
        <translation>%1 juega la columna %2.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nada que deshacer.</translation>
    </message>
    <message>
        <source>Took back 1 move.</source>
        <translation>Se deshizo 1 jugada.</translation>
    </message>
    <message>
        <source>Took back %1 moves.</source>
        <translation>Se deshicieron %1 jugadas.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nada que rehacer.</translation>
    </message>
    <message>
        <source>Replayed 1 move.</source>
        <translation>Se rehízo 1 jugada.</translation>
    </message>
    <message>
        <source>Replayed %1 moves.</source>
        <translation>Se rehicieron %1 jugadas.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <source>Saved the game to %1.</source>
        <translation>Partida guardada en %1.</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>Cargar %1</translation>
    </message>
    <message>
        <source>Not loaded.</source>
        <translation>No se cargó.</translation>
    </message>
    <message>
        <source>Could not load %1: %2</source>
        <translation>No se pudo cargar %1: %2</translation>
    </message>
    <message>
        <source>The current game goes on.</source>
        <translation>La partida actual continúa.</translation>
    </message>
    <message>
        <source>Loaded %1 (%2 moves).</source>
        <translation>%1 cargado (%2 jugadas).</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>El motor falló: %1</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to suggest.</source>
        <translation>La partida ha terminado: no hay nada que sugerir.</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Sin pista: %1</translation>
    </message>
    <message>
        <source>the engine gave no analysis</source>
        <translation>el motor no dio ningún análisis</translation>
    </message>
    <message>
        <source>Scores for %1 (exact: win/draw/loss in moves; estimate: the search&apos;s guess):</source>
        <translation>Puntuaciones para %1 (exacta: victoria/empate/derrota en jugadas; estimación: la conjetura de la búsqueda):</translation>
    </message>
    <message>
        <source>  column %1: </source>
        <translation>  columna %1: </translation>
    </message>
    <message>
        <source>full</source>
        <translation>llena</translation>
    </message>
    <message>
        <source>Suggested move: column %1 (%2).</source>
        <translation>Jugada sugerida: columna %1 (%2).</translation>
    </message>
    <message>
        <source>The computer cannot move: u takes back, n starts a new game, q quits.</source>
        <translation>El ordenador no puede mover: u deshace, n empieza una partida nueva, q sale.</translation>
    </message>
    <message>
        <source>The computer is not thinking.</source>
        <translation>El ordenador no está pensando.</translation>
    </message>
    <message>
        <source>%1 (level %2) is thinking</source>
        <translation>%1 (nivel %2) está pensando</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Pensando</translation>
    </message>
    <message>
        <source>%1 to move, %2 waits [r redo, u undo, n new, q quit, h help]: </source>
        <translation>Mueve %1, %2 espera [r rehacer, u deshacer, n nueva, q salir, h ayuda]: </translation>
    </message>
    <message>
        <source>  u          undo the last move</source>
        <translation>  u          deshacer la última jugada</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>No se guardó.</translation>
    </message>
    <message>
        <source>Loaded %1 (1 move).</source>
        <translation>%1 cargado (1 jugada).</translation>
    </message>
    <message>
        <source>Move %1 was replaced: u brings it back.</source>
        <translation>La jugada %1 se ha sustituido: u la recupera.</translation>
    </message>
    <message>
        <source>Moves %1-%2 were replaced: u brings them back.</source>
        <translation>Las jugadas %1-%2 se han sustituido: u las recupera.</translation>
    </message>
    <message>
        <source>Autosave is off: %1</source>
        <translation>El guardado automático está desactivado: %1</translation>
    </message>
    <message>
        <source>Restored the game (1 move).</source>
        <translation>Partida restaurada (1 jugada).</translation>
    </message>
    <message>
        <source>Restored the game (%1 moves).</source>
        <translation>Partida restaurada (%1 jugadas).</translation>
    </message>
    <message>
        <source>Could not restore the game: %1</source>
        <translation>No se pudo restaurar la partida: %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>El guardado automático falló: %1</translation>
    </message>
    <message>
        <source> (%1 left)</source>
        <translation> (quedan %1)</translation>
    </message>
    <message>
        <source>%1, %2 to move%4 [1-%3, ? hint, h help]: </source>
        <translation>%1, mueve %2%4 [1-%3, ? pista, h ayuda]: </translation>
    </message>
    <message>
        <source>Your move, %1%3 [1-%2, ? hint, h help]: </source>
        <translation>Tu jugada, %1%3 [1-%2, ? pista, h ayuda]: </translation>
    </message>
    <message>
        <source>Time is up: the move came after the clock ran out.</source>
        <translation>Se acabó el tiempo: la jugada llegó después de que se agotara el reloj.</translation>
    </message>
    <message>
        <source>No answer: the unfinished game is kept for the next start.</source>
        <translation>Sin respuesta: la partida sin terminar se guarda para el próximo inicio.</translation>
    </message>
    <message>
        <source>End of input: the game is kept; connect4-cli play offers it next time.</source>
        <translation>Fin de la entrada: la partida se conserva; connect4-cli play la ofrecerá la próxima vez.</translation>
    </message>
    <message>
        <source>An earlier terminal game was not saved (it was left by Ctrl-D or did not end normally). Restore it?</source>
        <translation>Una partida anterior en el terminal no se guardó (se dejó con Ctrl-D o no terminó con normalidad). ¿Restaurarla?</translation>
    </message>
    <message>
        <source>  n          new game (same board, players and clocks)</source>
        <translation>  n          partida nueva (mismo tablero, jugadores y relojes)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Connect Four</source>
        <translation>Conecta 4</translation>
    </message>
    <message>
        <source>Play and analyse Connect Four and connect-N on any board.</source>
        <translation>Juega y analiza Conecta 4 y conectar N en cualquier tablero.</translation>
    </message>
    <message>
        <source>A saved game (.c4game) to open.</source>
        <translation>Una partida guardada (.c4game) que abrir.</translation>
    </message>
    <message>
        <source>Start on a board of W columns and H rows where N in a row win, for example 7x6x4 (N defaults to 4).</source>
        <translation>Empezar en un tablero de W columnas y H filas donde ganan N en línea, por ejemplo 7x6x4 (N es 4 por defecto).</translation>
    </message>
    <message>
        <source>Start from these moves: 1-based columns, like 4453, or separated by commas on boards wider than 9 columns.</source>
        <translation>Empezar con estas jugadas: columnas contando desde 1, como 4453, o separadas por comas en tableros de más de 9 columnas.</translation>
    </message>
</context>
</TS>
