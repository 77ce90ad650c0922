<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message>
        <source>play a game in the terminal (the default)</source>
        <translation>eine Partie im Terminal spielen (die Vorgabe)</translation>
    </message>
    <message>
        <source>read positions from stdin, write their exact scores</source>
        <translation>Stellungen von der Standardeingabe lesen, ihre exakten Werte ausgeben</translation>
    </message>
    <message>
        <source>score every column of a position, with principal variations</source>
        <translation>jede Spalte einer Stellung bewerten, mit Hauptvarianten</translation>
    </message>
    <message>
        <source>print the column the engine plays in a position</source>
        <translation>die Spalte ausgeben, die die Engine in einer Stellung spielt</translation>
    </message>
    <message>
        <source>solve benchmark files and report speed and correctness</source>
        <translation>Benchmark-Dateien lösen und Geschwindigkeit und Richtigkeit melden</translation>
    </message>
    <message>
        <source>play two skill levels, or a level and the classic engine, against each other</source>
        <translation>zwei Spielstufen, oder eine Stufe und die klassische Engine, gegeneinander spielen lassen</translation>
    </message>
    <message>
        <source>generate the opening book</source>
        <translation>das Eröffnungsbuch erzeugen</translation>
    </message>
    <message>
        <source>Usage: connect4-cli [--lang CODE] [command] [options]</source>
        <translation>Aufruf: connect4-cli [--lang CODE] [Befehl] [Optionen]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>connect4-cli &lt;command&gt; --help describes a command&apos;s options.</source>
        <translation>connect4-cli &lt;Befehl&gt; --help beschreibt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>connect4-cli --version prints the version.</source>
        <translation>connect4-cli --version gibt die Version aus.</translation>
    </message>
    <message>
        <source>--lang CODE (before or after the command) sets the language of messages: %1; without it the system&apos;s (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).</source>
        <translation>--lang CODE (vor oder nach dem Befehl) legt die Sprache der Meldungen fest: %1; ohne die des Systems (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).</translation>
    </message>
    <message>
        <source>connect4-cli: --lang needs a language code (%1)</source>
        <translation>connect4-cli: --lang braucht einen Sprachcode (%1)</translation>
    </message>
    <message>
        <source>connect4-cli: --lang: no translation for &apos;%1&apos; (there are: %2)</source>
        <translation>connect4-cli: --lang: keine Übersetzung für „%1“ (vorhanden: %2)</translation>
    </message>
    <message>
        <source>connect4-cli: unknown command &apos;%1&apos;</source>
        <translation>connect4-cli: unbekannter Befehl „%1“</translation>
    </message>
</context>
<context>
    <name>CliUtil</name>
    <message>
        <source>Board size WxH or WxHxN (default 7x6x4).</source>
        <translation>Brettgröße BxH oder BxHxN (Vorgabe 7x6x4).</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Siehe „%1 --help“.</translation>
    </message>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 ist mehrfach angegeben</translation>
    </message>
</context>
<context>
    <name>EndCommand</name>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Time out</source>
        <translation>Zeit abgelaufen</translation>
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
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation>Feld „%1“: %2</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>Feld „%1“ fehlt</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>Liste erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>must be between %1 and %2, not %3</source>
        <translation>muss zwischen %1 und %2 liegen, nicht %3</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>player %1 (%2)</source>
        <translation>Spieler %1 (%2)</translation>
    </message>
    <message>
        <source>expected 2 players, found %1</source>
        <translation>2 Spieler erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected &apos;human&apos; or &apos;computer&apos;, found &apos;%1&apos;</source>
        <translation>„human“ oder „computer“ erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>a name has at most 200 characters, not %1</source>
        <translation>ein Name hat höchstens 200 Zeichen, nicht %1</translation>
    </message>
    <message>
        <source>%1 moves do not fit on a board of %2 cells</source>
        <translation>%1 Züge passen nicht auf ein Brett mit %2 Feldern</translation>
    </message>
    <message>
        <source>move %1: expected a column number, found %2</source>
        <translation>Zug %1: Spaltennummer erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>move %1: column %2 is out of range 1-%3</source>
        <translation>Zug %1: Spalte %2 liegt nicht im Bereich 1–%3</translation>
    </message>
    <message>
        <source>expected &apos;exact&apos; or &apos;estimate&apos;, found &apos;%1&apos;</source>
        <translation>„exact“ oder „estimate“ erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>there is no move %1</source>
        <translation>es gibt keinen Zug %1</translation>
    </message>
    <message>
        <source>move %1 has a note already</source>
        <translation>Zug %1 hat schon eine Anmerkung</translation>
    </message>
    <message>
        <source>expected one of &apos;none&apos;, &apos;win&apos;, &apos;draw&apos;, &apos;timeout&apos;, &apos;resignation&apos;, found &apos;%1&apos;</source>
        <translation>eines von „none“, „win“, „draw“, „timeout“, „resignation“ erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>expected &apos;none&apos;, &apos;perMove&apos; or &apos;clock&apos;, found &apos;%1&apos;</source>
        <translation>„none“, „perMove“ oder „clock“ erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>expected 2 clocks, found %1</source>
        <translation>2 Uhren erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an ISO 8601 date and time</source>
        <translation>„%1“ ist keine Datums- und Zeitangabe nach ISO 8601</translation>
    </message>
    <message>
        <source>field &apos;board&apos;: %1</source>
        <translation>Feld „board“: %1</translation>
    </message>
    <message>
        <source>field &apos;players[%1].level&apos;: must be between 1 and 10, not %2</source>
        <translation>Feld „players[%1].level“: muss zwischen 1 und 10 liegen, nicht %2</translation>
    </message>
    <message>
        <source>field &apos;firstPlayer&apos;: must be between 0 and 1, not %1</source>
        <translation>Feld „firstPlayer“: muss zwischen 0 und 1 liegen, nicht %1</translation>
    </message>
    <message>
        <source>field &apos;current&apos;: must be between 0 and %1, not %2</source>
        <translation>Feld „current“: muss zwischen 0 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <source>move %1: the game was already won by %2 at move %3</source>
        <translation>Zug %1: %2 hatte die Partie schon mit Zug %3 gewonnen</translation>
    </message>
    <message>
        <source>move %1: the board was already full</source>
        <translation>Zug %1: das Brett war schon voll</translation>
    </message>
    <message>
        <source>move %1: column %2 is full</source>
        <translation>Zug %1: Spalte %2 ist voll</translation>
    </message>
    <message>
        <source>note of move %1: exact score %2 is impossible on this board</source>
        <translation>Anmerkung zu Zug %1: der exakte Wert %2 ist auf diesem Brett unmöglich</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the moves end in a win for %1, but the result says &apos;%2&apos;%3</source>
        <translation>Feld „result“: die Züge enden mit einem Sieg für %1, aber das Ergebnis lautet „%2“%3</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> für %1</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the moves fill the board without a line (a draw), but the result says &apos;%1&apos;</source>
        <translation>Feld „result“: die Züge füllen das Brett ohne Reihe (Remis), aber das Ergebnis lautet „%1“</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;win&apos;, but no line is complete after the moves</source>
        <translation>Feld „result“: das Ergebnis lautet „win“, aber nach den Zügen ist keine Reihe vollständig</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;draw&apos;, but the board is not full</source>
        <translation>Feld „result“: das Ergebnis lautet „draw“, aber das Brett ist nicht voll</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: a game in progress has no winner</source>
        <translation>Feld „result.winner“: eine laufende Partie hat keinen Sieger</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: the clock ran out for %1, who was to move, so they cannot be the winner</source>
        <translation>Feld „result.winner“: die Zeit von %1 (am Zug) ist abgelaufen, also kann %1 nicht gewonnen haben</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;timeout&apos;, but the game has no time control</source>
        <translation>Feld „result“: das Ergebnis lautet „timeout“, aber die Partie hat keine Bedenkzeit</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: a resignation needs a winner</source>
        <translation>Feld „result.winner“: eine Aufgabe braucht einen Sieger</translation>
    </message>
    <message>
        <source>the file is %1 bytes; a game file is at most 10 MB</source>
        <translation>die Datei hat %1 Bytes; eine Partiedatei hat höchstens 10 MB</translation>
    </message>
    <message>
        <source>not a game file: the JSON holds a list, not an object</source>
        <translation>keine Partiedatei: das JSON enthält eine Liste, kein Objekt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Connect Four game (expected &apos;%2&apos;)</source>
        <translation>„%1“ ist keine Vier-gewinnt-Partie („%2“ erwartet)</translation>
    </message>
    <message>
        <source>the file has version %1, newer than this program reads (%2); a newer version of the program can open it</source>
        <translation>die Datei hat Version %1, neuer als dieses Programm lesen kann (%2); eine neuere Programmversion kann sie öffnen</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>field &apos;clocks[%1]&apos;: must be between 0 and %2, not %3</source>
        <translation>Feld „clocks[%1]“: muss zwischen 0 und %2 liegen, nicht %3</translation>
    </message>
    <message>
        <source>field &apos;clocks[%1]&apos;: a game without a time control has no clocks (found %2 ms)</source>
        <translation>Feld „clocks[%1]“: eine Partie ohne Bedenkzeit hat keine Uhren (gefunden: %2 ms)</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: %1 can still complete a line, so the time-out is their win</source>
        <translation>Feld „result.winner“: %1 kann noch eine Reihe vollenden, also ist die Zeitüberschreitung ein Sieg für %1</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: %1 can no longer complete a line, so the time-out is a draw (null)</source>
        <translation>Feld „result.winner“: %1 kann keine Reihe mehr vollenden, also ist die Zeitüberschreitung ein Remis (null)</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation>kein gültiges JSON: %1 in Zeile %2, Spalte %3</translation>
    </message>
</context>
<context>
    <name>MoveCommand</name>
    <message>
        <source>Move in column %1</source>
        <translation>Zug in Spalte %1</translation>
    </message>
    <message>
        <source>Move in column %1 (replaces move %2)</source>
        <translation>Zug in Spalte %1 (ersetzt Zug %2)</translation>
    </message>
    <message>
        <source>Move in column %1 (replaces moves %2-%3)</source>
        <translation>Zug in Spalte %1 (ersetzt die Züge %2–%3)</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>column %1 is out of range 1-%2</source>
        <translation>Spalte %1 liegt nicht im Bereich 1–%2</translation>
    </message>
    <message>
        <source>column is out of range 1-%1</source>
        <translation>die Spalte liegt nicht im Bereich 1–%1</translation>
    </message>
    <message>
        <source>the game is already over (won at move %1)</source>
        <translation>die Partie ist schon zu Ende (gewonnen mit Zug %1)</translation>
    </message>
    <message>
        <source>the game is already over (the board is full)</source>
        <translation>die Partie ist schon zu Ende (das Brett ist voll)</translation>
    </message>
    <message>
        <source>column %1 is full</source>
        <translation>Spalte %1 ist voll</translation>
    </message>
    <message>
        <source>move %1 (&apos;%2&apos;): %3</source>
        <translation>Zug %1 („%2“): %3</translation>
    </message>
</context>
<context>
    <name>NumberParser</name>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number</source>
        <translation>--%1: „%2“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range %3-%4</source>
        <translation>--%1: %2 liegt nicht im Bereich %3–%4</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number from 0 to %3</source>
        <translation>--%1: „%2“ ist keine ganze Zahl von 0 bis %3</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not %3</source>
        <translation>--%1: „%2“ ist nicht %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range (more than %3, at most %4)</source>
        <translation>--%1: %2 liegt nicht im Bereich (mehr als %3, höchstens %4)</translation>
    </message>
</context>
<context>
    <name>PlayCommand</name>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Siehe „%1 --help“.</translation>
    </message>
    <message>
        <source>cannot load %1: %2</source>
        <translation>%1 kann nicht geladen werden: %2</translation>
    </message>
</context>
<context>
    <name>ResourceOptions</name>
    <message>
        <source>Search threads sharing one table (default: every core, %1 here).</source>
        <translation>Suchthreads mit einer gemeinsamen Tabelle (Vorgabe: jeder Kern, hier %1).</translation>
    </message>
    <message>
        <source>Transposition table size in MiB (default %1).</source>
        <translation>Größe der Transpositionstabelle in MiB (Vorgabe %1).</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket)</source>
        <translation>es ist keine normale Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>nur %1 von %2 Bytes wurden geschrieben</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: it is larger than %2 bytes, the most this kind of file may have</source>
        <translation>%1 kann nicht gelesen werden: die Datei ist größer als %2 Bytes, das Höchstmaß für diese Art Datei</translation>
    </message>
</context>
<context>
    <name>ScoreText</name>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message numerus="yes">
        <source>win in %n</source>
        <translation>
            <numerusform>Sieg in %n Zug</numerusform>
            <numerusform>Sieg in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in %n</source>
        <translation>
            <numerusform>Niederlage in %n Zug</numerusform>
            <numerusform>Niederlage in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>W%1</source>
        <extracomment>Short for &quot;win in %1 moves&quot; under a narrow board column: one letter and the number.</extracomment>
        <translation>S%1</translation>
    </message>
    <message>
        <source>L%1</source>
        <extracomment>Short for &quot;loss in %1 moves&quot; under a narrow board column: one letter and the number.</extracomment>
        <translation>N%1</translation>
    </message>
    <message>
        <source>Draw with best play</source>
        <translation>Remis bei bestem Spiel</translation>
    </message>
    <message numerus="yes">
        <source>%1 can force a win in %n moves</source>
        <extracomment>%1 is a player&apos;s colour; %n counts only the winner&apos;s own moves.</extracomment>
        <translation>
            <numerusform>%1 erzwingt den Sieg in %n Zug</numerusform>
            <numerusform>%1 erzwingt den Sieg in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Balanced (estimate, not proved)</source>
        <translation>Ausgeglichen (Schätzung, nicht bewiesen)</translation>
    </message>
    <message>
        <source>%1 is better (%2, estimate, not proved)</source>
        <translation>%1 steht besser (%2, Schätzung, nicht bewiesen)</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <extracomment>A player&apos;s colour and number, e.g. &quot;Yellow (player 1)&quot;.</extracomment>
        <translation>%1 (Spieler %2)</translation>
    </message>
    <message numerus="yes">
        <source>win in at most %n</source>
        <translation>
            <numerusform>Sieg in höchstens %n Zug</numerusform>
            <numerusform>Sieg in höchstens %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in at most %n</source>
        <translation>
            <numerusform>Niederlage in höchstens %n Zug</numerusform>
            <numerusform>Niederlage in höchstens %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>at least a draw</source>
        <translation>mindestens Remis</translation>
    </message>
    <message>
        <source>at most a draw</source>
        <translation>höchstens Remis</translation>
    </message>
    <message>
        <source>proving…</source>
        <translation>wird bewiesen…</translation>
    </message>
    <message>
        <source>The board is full: a draw</source>
        <translation>Das Brett ist voll: Remis</translation>
    </message>
    <message>
        <source>%1 has won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
</context>
<context>
    <name>c4::AnalysisPanel</name>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Beste Fortsetzung</translation>
    </message>
    <message>
        <source>&amp;Start analysis</source>
        <translation>Analyse s&amp;tarten</translation>
    </message>
    <message>
        <source>Analyse the position shown until stopped</source>
        <translation>Die gezeigte Stellung analysieren, bis angehalten wird</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Anha&amp;lten</translation>
    </message>
    <message>
        <source>Stop analysing</source>
        <translation>Analyse anhalten</translation>
    </message>
    <message>
        <source>&amp;Keep analysing during play against the computer</source>
        <translation>Gegen den Computer &amp;weiter analysieren</translation>
    </message>
    <message>
        <source>Show the scores while you play: a teaching aid</source>
        <translation>Die Werte beim Spielen zeigen: eine Lernhilfe</translation>
    </message>
    <message>
        <source>The game is over: draw</source>
        <translation>Die Partie ist vorbei: Remis</translation>
    </message>
    <message>
        <source>The game is over: %1 won</source>
        <translation>Die Partie ist vorbei: %1 hat gewonnen</translation>
    </message>
    <message>
        <source>Scores for %1 to move</source>
        <translation>Bewertungen für %1 am Zug</translation>
    </message>
    <message>
        <source>Best play after column %1: %2</source>
        <translation>Bestes Spiel nach Spalte %1: %2</translation>
    </message>
    <message>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysiere …</translation>
    </message>
    <message>
        <source>No analysis. Press Start to analyse this position.</source>
        <translation>Keine Analyse. „Analyse starten“ analysiert diese Stellung.</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
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
        <translation>Eröffnungsbuch</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player&apos;s name and colour, e.g. &quot;Anna (Yellow)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Column scores, best first</source>
        <translation>Spaltenwerte, beste zuerst</translation>
    </message>
    <message>
        <source>The analysis waits while the computer plays (see Keep analysing below).</source>
        <translation>Die Analyse wartet, während der Computer spielt (siehe „weiter analysieren“ unten).</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1, Tiefe %2</translation>
    </message>
    <message>
        <source>Depth of its search: %1.</source>
        <translation>Suchtiefe: %1.</translation>
    </message>
</context>
<context>
    <name>c4::Autosave</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>no autosave slot is free in %1</source>
        <translation>in %1 ist kein Platz für eine automatische Sicherung frei</translation>
    </message>
    <message>
        <source>The game left by a session that did not end normally could not be read (%1). The file was kept as %2.</source>
        <translation>Die Partie einer nicht normal beendeten Sitzung konnte nicht gelesen werden (%1). Die Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The game left by a session that did not end normally could not be read (%1) and could not be moved aside; it stays as %2.</source>
        <translation>Die Partie einer nicht normal beendeten Sitzung konnte nicht gelesen (%1) und nicht beiseitegelegt werden; sie bleibt als %2.</translation>
    </message>
    <message>
        <source>the autosave was not started</source>
        <translation>die automatische Sicherung wurde nicht gestartet</translation>
    </message>
    <message>
        <source>you may not write in %1</source>
        <translation>Sie dürfen in %1 nicht schreiben</translation>
    </message>
    <message>
        <source>cannot create a file in %1 (is the disk full?)</source>
        <translation>in %1 kann keine Datei angelegt werden (ist der Datenträger voll?)</translation>
    </message>
</context>
<context>
    <name>c4::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Zweiter Spieler</translation>
    </message>
    <message>
        <source>Scores appear here while the engine analyses (Analyze in the Game menu).</source>
        <translation>Die Werte erscheinen hier, während die Engine analysiert (Analysieren im Menü Spiel).</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>Spalte %1 ist voll.</translation>
    </message>
    <message>
        <source>Column %1: %2 for %3</source>
        <translation>Spalte %1: %2 für %3</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Click or press %1 to drop a piece in column %1.</source>
        <translation>Klicken oder %1 drücken, um einen Stein in Spalte %1 zu werfen.</translation>
    </message>
    <message>
        <source>Click to drop a piece in column %1.</source>
        <translation>Klicken, um einen Stein in Spalte %1 zu werfen.</translation>
    </message>
    <message>
        <source>Column %1: %2 (best)</source>
        <translation>Spalte %1: %2 (am besten)</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>%1 (%2) am Zug</translation>
    </message>
    <message>
        <source>last move: %1 in column %2</source>
        <translation>letzter Zug: %1 in Spalte %2</translation>
    </message>
    <message>
        <source>hint: column %1</source>
        <translation>Tipp: Spalte %1</translation>
    </message>
    <message>
        <source>column %1 is empty</source>
        <translation>Spalte %1 ist leer</translation>
    </message>
    <message>
        <source>column %1 from the bottom: %2 (%3 of %4 filled)</source>
        <translation>Spalte %1 von unten: %2 (%3 von %4 belegt)</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
</context>
<context>
    <name>c4::ClockView</name>
    <message>
        <source>time is up</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Uhren</translation>
    </message>
</context>
<context>
    <name>c4::Engine</name>
    <message>
        <source>the game is over; there is no move to search</source>
        <translation>die Partie ist vorbei; es gibt keinen Zug zu suchen</translation>
    </message>
    <message>
        <source>the engine chose column %1, which cannot be played</source>
        <translation>die Engine wählte Spalte %1, die nicht spielbar ist</translation>
    </message>
    <message>
        <source>the engine failed: %1</source>
        <translation>die Engine ist gescheitert: %1</translation>
    </message>
    <message>
        <source>the search ended without a result</source>
        <translation>die Suche endete ohne Ergebnis</translation>
    </message>
</context>
<context>
    <name>c4::EvalGraph</name>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Move %1: %2 in column %3</source>
        <translation>Zug %1: %2 in Spalte %3</translation>
    </message>
    <message>
        <source>Mistake: this move gave away the result</source>
        <translation>Fehler: dieser Zug hat das Ergebnis verschenkt</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
</context>
<context>
    <name>c4::FileActions</name>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Connect Four games (*.c4game);;All files (*)</source>
        <translation>Vier-gewinnt-Partien (*.c4game);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Paste Moves</source>
        <translation>Züge einfügen</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy a move string such as 4453 first.</source>
        <translation>Die Zwischenablage enthält keinen Text. Kopieren Sie zuerst eine Zugfolge wie 4453.</translation>
    </message>
    <message>
        <source>Moves copied to the clipboard</source>
        <translation>Züge in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Connect %1 on %2 × %3, moves: %4</source>
        <translation>%1 in einer Reihe auf %2 × %3, Züge: %4</translation>
    </message>
    <message>
        <source>Position copied to the clipboard</source>
        <translation>Stellung in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Ungespeicherte Partie</translation>
    </message>
    <message>
        <source>This game has changes that are not saved. Save them first?</source>
        <translation>Diese Partie hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Connect Four games (*.c4game)</source>
        <translation>Vier-gewinnt-Partien (*.c4game)</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Partien</translation>
    </message>
    <message>
        <source>Cannot Import Moves</source>
        <translation>Züge können nicht importiert werden</translation>
    </message>
    <message>
        <source>The moves could not be read:
%1

The current game is unchanged.</source>
        <translation>Die Züge konnten nicht gelesen werden:
%1

Die aktuelle Partie bleibt unverändert.</translation>
    </message>
    <message>
        <source>The computer waits: press Resume (P) to let it play from here.</source>
        <translation>Der Computer wartet: Fortsetzen (P) lässt ihn von hier weiterspielen.</translation>
    </message>
    <message>
        <source>Import Moves</source>
        <translation>Züge importieren</translation>
    </message>
    <message>
        <source>Move strings (*.txt);;All files (*)</source>
        <translation>Zugfolgen (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Moves</source>
        <translation>Züge exportieren</translation>
    </message>
    <message>
        <source>moves.txt</source>
        <translation>zuege.txt</translation>
    </message>
    <message>
        <source>Move strings (*.txt)</source>
        <translation>Zugfolgen (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export Moves</source>
        <translation>Züge können nicht exportiert werden</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Eine gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Paste Moves</source>
        <translation>Züge ein&amp;fügen</translation>
    </message>
    <message>
        <source>Play the moves of a move string from the clipboard, like 4453</source>
        <translation>Die Züge einer Zugfolge aus der Zwischenablage spielen, etwa 4453</translation>
    </message>
    <message>
        <source>Import Moves from &amp;File…</source>
        <translation>Züge aus &amp;Datei importieren …</translation>
    </message>
    <message>
        <source>&amp;Copy Moves</source>
        <translation>Züge &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the moves as a move string, like 4453</source>
        <translation>Die Züge als Zugfolge kopieren, etwa 4453</translation>
    </message>
    <message>
        <source>Export Moves to &amp;File…</source>
        <translation>Züge in &amp;Datei exportieren …</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
    <message>
        <source>The current game is unchanged.</source>
        <translation>Die laufende Partie bleibt unverändert.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <source>You may not read %1.</source>
        <translation>Sie dürfen %1 nicht lesen.</translation>
    </message>
    <message>
        <source>%1 could not be saved; a file that was there is unchanged. Check that the folder exists, that you may write there and that the disk has room, or choose another place.</source>
        <translation>%1 konnte nicht gespeichert werden; eine dort vorhandene Datei bleibt unverändert. Prüfen Sie, ob der Ordner existiert, ob Sie dort schreiben dürfen und ob der Datenträger Platz hat, oder wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>%1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is not a Connect Four game.</source>
        <translation>%1 ist keine Vier-gewinnt-Partie.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Connect Four. This version cannot open it; the newer one can.</source>
        <translation>%1 wurde mit einer neueren Version von Vier gewinnt gespeichert. Diese Version kann die Datei nicht öffnen, die neuere schon.</translation>
    </message>
    <message>
        <source>%1 is a Connect Four game, but it is damaged: a value in it is wrong.</source>
        <translation>%1 ist eine Vier-gewinnt-Partie, aber beschädigt: ein Wert darin ist falsch.</translation>
    </message>
    <message>
        <source>Replace Game?</source>
        <translation>Partie ersetzen?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <source>File Changed</source>
        <translation>Datei geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since this window opened or saved it. Replace it with this game?</source>
        <translation>%1 wurde von einem anderen Fenster oder Programm geändert, seit dieses Fenster sie geöffnet oder gespeichert hat. Durch diese Partie ersetzen?</translation>
    </message>
    <message>
        <source>Copy Position as &amp;Text</source>
        <translation>&amp;Stellung als Text kopieren</translation>
    </message>
    <message>
        <source>The moves of %1 could not be imported:
%2</source>
        <translation>Die Züge aus %1 konnten nicht importiert werden:
%2</translation>
    </message>
</context>
<context>
    <name>c4::Game</name>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <source>the game is paused</source>
        <translation>die Partie ist angehalten</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>der Computer ist am Zug</translation>
    </message>
    <message>
        <source>only a human player can resign</source>
        <translation>nur ein menschlicher Spieler kann aufgeben</translation>
    </message>
    <message>
        <source>the engine chose column %1, which cannot be played</source>
        <translation>die Engine wählte Spalte %1, die nicht spielbar ist</translation>
    </message>
    <message>
        <source>the clock ran out before the move</source>
        <translation>die Zeit ist vor dem Zug abgelaufen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (Stufe %2)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
</context>
<context>
    <name>c4::GameActions</name>
    <message>
        <source>&amp;Resume Computer</source>
        <translation>Computer &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>Computer an&amp;halten</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Take back your last move (%1)</source>
        <translation>Ihren letzten Zug zurücknehmen (%1)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Play the move taken back again (%1)</source>
        <translation>Den zurückgenommenen Zug wieder spielen (%1)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the best move for you (? or H)</source>
        <translation>Den besten Zug für Sie zeigen (? oder H)</translation>
    </message>
    <message>
        <source>&amp;Analyze</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Score every column while you think (A)</source>
        <translation>Jede Spalte bewerten, während Sie nachdenken (A)</translation>
    </message>
    <message>
        <source>Score every move of the game and mark the mistakes</source>
        <translation>Jeden Zug der Partie bewerten und die Fehler markieren</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>&amp;Seiten tauschen</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Exchange the two players: play the other colour</source>
        <translation>Die beiden Spieler tauschen: die andere Farbe spielen</translation>
    </message>
    <message>
        <source>Pause or resume the computer (P)</source>
        <translation>Den Computer anhalten oder fortsetzen (P)</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>&amp;Partie auswerten</translation>
    </message>
</context>
<context>
    <name>c4::GameOverBar</name>
    <message>
        <source>&amp;Play Again</source>
        <translation>&amp;Noch einmal spielen</translation>
    </message>
    <message>
        <source>A new game with the same players, board and clocks; the other player starts</source>
        <translation>Eine neue Partie mit denselben Spielern, demselben Brett und denselben Uhren; der andere Spieler beginnt</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>&amp;Partie auswerten</translation>
    </message>
    <message>
        <source>Score every move of this game and mark the mistakes</source>
        <translation>Jeden Zug dieser Partie bewerten und die Fehler markieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>c4::GameStatus</name>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Remis: das Brett ist voll.</translation>
    </message>
    <message>
        <source>Draw: time ran out, but nobody could win any more.</source>
        <translation>Remis: die Zeit ist abgelaufen, aber niemand konnte mehr gewinnen.</translation>
    </message>
    <message>
        <source>%1 resigned. Winner: %2</source>
        <translation>%1 hat aufgegeben. Sieger: %2</translation>
    </message>
    <message>
        <source>Paused: %1 (%2) to move</source>
        <translation>Angehalten: %1 (%2) am Zug</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 waits. Resume (P) lets it play from here.</source>
        <translation>Zug %1 von %2: %3 wartet. Fortsetzen (P) lässt ihn von hier weiterspielen.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 (%4) to move</source>
        <translation>Zug %1 von %2: %3 (%4) am Zug</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>%1 (%2) am Zug</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp …</translation>
    </message>
    <message>
        <source>Analysis paused during play</source>
        <translation>Analyse während des Spiels pausiert</translation>
    </message>
    <message>
        <source>Analysis: the game is over</source>
        <translation>Analyse: die Partie ist vorbei</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysiere …</translation>
    </message>
    <message>
        <source>book</source>
        <translation>Eröffnungsbuch</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Analysing · depth %1 · %2</source>
        <translation>Analysiere · Tiefe %1 · %2</translation>
    </message>
    <message>
        <source>Analysis done · %1</source>
        <translation>Analyse fertig · %1</translation>
    </message>
    <message>
        <source>Paused: press Resume (P) to continue</source>
        <translation>Angehalten: Fortsetzen (P) drücken, um weiterzuspielen</translation>
    </message>
    <message>
        <source>Move %1 was replaced; Undo brings it back.</source>
        <translation>Zug %1 wurde ersetzt; Rückgängig holt ihn zurück.</translation>
    </message>
    <message>
        <source>Moves %1-%2 were replaced; Undo brings them back.</source>
        <translation>Die Züge %1–%2 wurden ersetzt; Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Analysis failed: %1</source>
        <translation>Analyse fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Review done: %n mistake(s)</source>
        <translation>
            <numerusform>Auswertung fertig: %n Fehler</numerusform>
            <numerusform>Auswertung fertig: %n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) to move: click a column or press 1-%3</source>
        <translation>%1 (%2) am Zug: auf eine Spalte klicken oder 1–%3 drücken</translation>
    </message>
    <message>
        <source>%1 (%2) to move: click a column or type 1-%3</source>
        <translation>%1 (%2) am Zug: auf eine Spalte klicken oder 1–%3 tippen</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <extracomment>%1 is a colour, %2 the player&apos;s name: &quot;Yellow wins: Ann&quot;.</extracomment>
        <translation>%1 gewinnt: %2</translation>
    </message>
    <message>
        <source>%1 wins on time: %2</source>
        <translation>%1 gewinnt auf Zeit: %2</translation>
    </message>
    <message>
        <source>Hint: column %1 (%2). Type %1 to play it.</source>
        <translation>Tipp: Spalte %1 (%2). Mit %1 spielen.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing the game: %n positions left</source>
        <translation>
            <numerusform>Partie wird ausgewertet: noch %n Stellung</numerusform>
            <numerusform>Partie wird ausgewertet: noch %n Stellungen</numerusform>
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
        <translation>%1×%2, %3 in einer Reihe</translation>
    </message>
    <message>
        <source>Tally on %1: %2 %3, %4 %5, draws %6</source>
        <extracomment>The running score between two players, e.g. &quot;Tally on 7x6: Ann 3, Computer (level 7) 2, draws 1&quot;.</extracomment>
        <translation>Bilanz auf %1: %2 %3, %4 %5, Remis %6</translation>
    </message>
</context>
<context>
    <name>c4::HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>Two players take turns dropping a stone into one of the columns of an upright board; it falls to the lowest free cell. Whoever first gets as many stones in a line as the game asks for (four in Connect Four) wins: across, up and down or diagonally. A full board without such a line is a draw. File &gt; New Game chooses the board (1×1 to 40×40), how many to connect, the players and the time.</source>
        <translation>Zwei Spieler werfen abwechselnd einen Stein in eine der Spalten eines senkrechten Bretts; er fällt in das unterste freie Feld. Wer zuerst so viele Steine in einer Reihe hat, wie die Partie verlangt (vier bei Vier gewinnt), gewinnt: waagrecht, senkrecht oder diagonal. Ein volles Brett ohne eine solche Reihe ist ein Remis. Datei &gt; Neue Partie wählt das Brett (1×1 bis 40×40), wie viele in einer Reihe, die Spieler und die Zeit.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Click a column, or press its number: on boards of more than nine columns type two digits quickly (1 then 2 is column 12). Left and Right move the marker above the board, Enter, Space or Down drop there. Ctrl+Z takes back your last move (against the computer also its reply), ? or H gives a hint, A analyses, P pauses the computer, F1 opens this page. Ctrl+Y or Ctrl+Shift+Z plays a move taken back again.</source>
        <translation>Klicken Sie auf eine Spalte oder drücken Sie ihre Nummer: auf Brettern mit mehr als neun Spalten zwei Ziffern schnell hintereinander (1, dann 2 ist Spalte 12). Links und Rechts bewegen die Markierung über dem Brett, Eingabe, Leertaste oder Runter werfen dort. Strg+Z nimmt Ihren letzten Zug zurück (gegen den Computer auch seine Antwort), ? oder H gibt einen Tipp, A analysiert, P hält den Computer an, F1 öffnet diese Seite. Strg+Y oder Strg+Umschalt+Z spielt einen zurückgenommenen Zug wieder.</translation>
    </message>
    <message>
        <source>Reading a score</source>
        <translation>Eine Bewertung lesen</translation>
    </message>
    <message>
        <source>A score is for one player. &quot;+3 win in 5&quot;: that player wins with their 5th stone from now whatever the other does; the larger the number in front, the sooner. &quot;−2 loss in 9&quot;: the other player wins with their 9th stone from now. &quot;draw&quot;: with best play on both sides the board fills up. &quot;+0.42 estimate&quot;: the engine has not proved the result yet; above 0 is better for that player, and the further from 0 the clearer.</source>
        <translation>Eine Bewertung gilt für einen Spieler. „+3 Sieg in 5 Zügen“: dieser Spieler gewinnt mit seinem 5. Stein von jetzt an, was der andere auch tut; je größer die Zahl vorne, desto früher. „−2 Niederlage in 9 Zügen“: der andere gewinnt mit seinem 9. Stein von jetzt an. „Remis“: bei bestem Spiel beider Seiten füllt sich das Brett. „+0,42 Schätzung“: die Engine hat das Ergebnis noch nicht bewiesen; über 0 ist besser für diesen Spieler, und je weiter von 0, desto deutlicher.</translation>
    </message>
    <message>
        <source>Under the board and in the analysis panel a score is for the player to move. The move list and the evaluation graph keep one side for the whole game, the first player&apos;s (Yellow): the colour tells who is ahead, yellow or red.</source>
        <translation>Unter dem Brett und in der Analyse gilt eine Bewertung für den Spieler am Zug. Die Zugliste und die Bewertungskurve bleiben die ganze Partie bei einer Seite, der des ersten Spielers (Gelb): die Farbe zeigt, wer vorne liegt, Gelb oder Rot.</translation>
    </message>
    <message>
        <source>The analysis</source>
        <translation>Die Analyse</translation>
    </message>
    <message>
        <source>Analyze scores every column of the position shown, best first, with the best line: the moves both players would make from there. The best column is filled under the board.</source>
        <translation>Analysieren bewertet jede Spalte der gezeigten Stellung, die beste zuerst, mit der besten Fortsetzung: den Zügen, die beide Spieler von dort aus machen würden. Unter dem Brett ist die beste Spalte ausgefüllt.</translation>
    </message>
    <message>
        <source>Click a move in the list or a point of the graph to see the board at that moment; playing from there starts a new line (Undo brings the old one back). Review Game scores every move and marks with ?? those that threw away a win or a draw.</source>
        <translation>Klicken Sie auf einen Zug in der Liste oder einen Punkt der Kurve, um das Brett in diesem Moment zu sehen; wer von dort aus spielt, beginnt eine neue Fortsetzung (Rückgängig bringt die alte zurück). Partie auswerten bewertet jeden Zug und markiert mit ?? die Züge, die einen Sieg oder ein Remis verschenkt haben.</translation>
    </message>
    <message>
        <source>In the move list and the graph the arrow keys walk through the moves, and digits typed there still play on the board. Escape closes the bar that announces the end of a game.</source>
        <translation>In der Zugliste und in der Kurve gehen die Pfeiltasten durch die Züge, und dort getippte Ziffern spielen weiter auf dem Brett. Escape schließt die Leiste, die das Ende einer Partie meldet.</translation>
    </message>
</context>
<context>
    <name>c4::MainWindow</name>
    <message>
        <source>Cannot play there: %1</source>
        <translation>Dort kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Problem mit der Engine</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Import Moves</source>
        <translation>Züge &amp;importieren</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie …</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Start a new game: board size, players, levels and time (%1)</source>
        <translation>Eine neue Partie beginnen: Brettgröße, Spieler, Stufen und Zeit (%1)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;About Connect Four</source>
        <translation>&amp;Über Vier gewinnt</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>About Connect Four</source>
        <translation>Über Vier gewinnt</translation>
    </message>
    <message>
        <source>Restore Game?</source>
        <translation>Partie wiederherstellen?</translation>
    </message>
    <message>
        <source>Cannot Restore Game</source>
        <translation>Partie kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Bring back every panel in its first place</source>
        <translation>Alle Bereiche an ihren ursprünglichen Platz zurückholen</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>Connect Four %1

Play and analyse Connect Four and every connect-N variant on boards from 1×1 to 40×40, against the computer at ten levels from beginner to perfect.

Help &gt; How to Play explains the rules, the keys and the scores.</source>
        <translation>Vier gewinnt %1

Vier gewinnt und jede Variante mit N in einer Reihe auf Brettern von 1×1 bis 40×40 spielen und analysieren, gegen den Computer in zehn Stufen vom Anfänger bis perfekt.

Hilfe &gt; Spielanleitung erklärt die Regeln, die Tasten und die Bewertungen.</translation>
    </message>
    <message>
        <source>Computer against computer: press Resume (P) to let them play.</source>
        <translation>Computer gegen Computer: Fortsetzen (P) lässt sie spielen.</translation>
    </message>
    <message>
        <source>Connect Four did not close normally last time. Restore the game that was in progress?

Discard deletes it; Cancel keeps it for the next start.</source>
        <translation>Vier gewinnt wurde beim letzten Mal nicht normal beendet. Die laufende Partie wiederherstellen?

Verwerfen löscht sie; Abbrechen behält sie für den nächsten Start.</translation>
    </message>
</context>
<context>
    <name>c4::MoveList</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>The position before the first move</source>
        <translation>Die Stellung vor dem ersten Zug</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>Noch nicht bewertet</translation>
    </message>
    <message>
        <source>Mistake: this move turned a win into a draw. %1</source>
        <translation>Fehler: dieser Zug machte aus einem Sieg ein Remis. %1</translation>
    </message>
    <message>
        <source>Mistake: this move turned a win into a loss. %1</source>
        <translation>Fehler: dieser Zug machte aus einem Sieg eine Niederlage. %1</translation>
    </message>
    <message>
        <source>Mistake: this move turned a draw into a loss. %1</source>
        <translation>Fehler: dieser Zug machte aus einem Remis eine Niederlage. %1</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Züge der Partie</translation>
    </message>
    <message>
        <source>Evaluation for %1</source>
        <translation>Bewertung für %1</translation>
    </message>
    <message>
        <source>?? %1 (%2 threw away the win)</source>
        <extracomment>Move list: &quot;??&quot; marks a blunder, as in chess notation; %2 is the player who made it.</extracomment>
        <translation>?? %1 (%2 hat den Sieg verschenkt)</translation>
    </message>
    <message>
        <source>?? %1 (%2 threw away the draw)</source>
        <translation>?? %1 (%2 hat das Remis verschenkt)</translation>
    </message>
</context>
<context>
    <name>c4::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <source>&amp;Size (columns × rows):</source>
        <translation>&amp;Größe (Spalten × Reihen):</translation>
    </message>
    <message>
        <source>&amp;Connect:</source>
        <translation>&amp;In einer Reihe:</translation>
    </message>
    <message>
        <source>Columns, 1 to 40</source>
        <translation>Spalten, 1 bis 40</translation>
    </message>
    <message>
        <source>Rows, 1 to 40</source>
        <translation>Reihen, 1 bis 40</translation>
    </message>
    <message>
        <source>How many stones in a row win, 1 to 40</source>
        <translation>Wie viele Steine in einer Reihe gewinnen, 1 bis 40</translation>
    </message>
    <message>
        <source>Standard: %1 × %2, connect %3</source>
        <translation>Standard: %1 × %2, %3 in einer Reihe</translation>
    </message>
    <message>
        <source>%1 × %2, connect %3</source>
        <translation>%1 × %2, %3 in einer Reihe</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Plays as:</source>
        <translation>Spielt als:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <source>1 is a beginner, 10 plays perfectly where it can</source>
        <translation>1 ist ein Anfänger, 10 spielt perfekt, wo es geht</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Wer beginnt:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source>Clock with increment</source>
        <translation>Uhr mit Zeitzuschlag</translation>
    </message>
    <message>
        <source>Seconds per move:</source>
        <translation>Sekunden pro Zug:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Minutes per player:</source>
        <translation>Minuten pro Spieler:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Zuschlag pro Zug:</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The board needs between %1 and %2 columns, not %3.</source>
        <translation>Das Brett braucht zwischen %1 und %2 Spalten, nicht %3.</translation>
    </message>
    <message>
        <source>The board needs between %1 and %2 rows, not %3.</source>
        <translation>Das Brett braucht zwischen %1 und %2 Reihen, nicht %3.</translation>
    </message>
    <message>
        <source>Connect must be between %1 and %2, not %3.</source>
        <translation>Die Reihenlänge muss zwischen %1 und %2 liegen, nicht %3.</translation>
    </message>
    <message>
        <source> of 10</source>
        <extracomment>After the level number: &quot;5 of 10&quot;.</extracomment>
        <translation> von 10</translation>
    </message>
    <message>
        <source>%1 in a row does not fit on a %2 × %3 board: nobody can win, every game is a draw. A connect of at most %4 can be won.</source>
        <translation>%1 in einer Reihe passen nicht auf ein Brett von %2 × %3: niemand kann gewinnen, jede Partie endet unentschieden. Bis %4 in einer Reihe lässt sich gewinnen.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
</context>
<context>
    <name>c4::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Falling pieces:</source>
        <translation>Fa&amp;llende Steine:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Keine Animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Show &amp;scores under the columns</source>
        <translation>&amp;Werte unter den Spalten zeigen</translation>
    </message>
    <message>
        <source>While the engine analyses, each column shows what playing there is worth.</source>
        <translation>Während die Engine analysiert, zeigt jede Spalte, was ein Zug dort wert ist.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>S&amp;peicher:</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Memory for the engine&apos;s position tables, shared by the computer player and the analysis; more helps on large boards.</source>
        <translation>Speicher für die Stellungstabellen der Engine, geteilt zwischen Computergegner und Analyse; mehr hilft auf großen Brettern.</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s time per move:</source>
        <translation>&amp;Zeit des Computers pro Zug:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Used when the game has no time control.</source>
        <translation>Gilt, wenn die Partie keine Bedenkzeit hat.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Each level&apos;s own (level 10: up to %1 s)</source>
        <translation>Die eigene jeder Stufe (Stufe 10: bis %1 s)</translation>
    </message>
    <message numerus="yes">
        <source>Processor cores the engine uses to prove scores (this computer has %n).</source>
        <translation>
            <numerusform>Prozessorkerne, mit denen die Engine Bewertungen beweist (dieser Computer hat %n).</numerusform>
            <numerusform>Prozessorkerne, mit denen die Engine Bewertungen beweist (dieser Computer hat %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>&amp;Threads:</translation>
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
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Generates the exact score of every position up to a ply (mirror positions folded), appending &apos;&lt;moves&gt; &lt;score&gt;&apos; lines to FILE as it goes: stop it at any time and run the same command again to resume. Only the deepest ply is solved; shallower plies are derived from their children. With --pack, turns such a file into the compact book that is embedded in the program.</source>
        <translation>Berechnet den exakten Wert jeder Stellung bis zu einem Halbzug (Spiegelstellungen zusammengefasst) und hängt dabei Zeilen „&lt;Züge&gt; &lt;Wert&gt;“ an DATEI an: jederzeit abbrechen und denselben Befehl erneut starten, um fortzusetzen. Nur der tiefste Halbzug wird gelöst; flachere werden aus ihren Nachfolgern abgeleitet. Mit --pack wird eine solche Datei zum kompakten Eröffnungsbuch, das ins Programm eingebettet wird.</translation>
    </message>
    <message>
        <source>every position up to this ply</source>
        <translation>jede Stellung bis zu diesem Halbzug</translation>
    </message>
    <message>
        <source>the file to append to (or, with --pack, to write)</source>
        <translation>die Datei, an die angehängt wird (mit --pack: die geschrieben wird)</translation>
    </message>
    <message>
        <source>board, WxH or WxHxN, at most 64 cells with the spare row (default 7x6x4)</source>
        <translation>Brett, BxH oder BxHxN, höchstens 64 Felder mit der Zusatzreihe (Vorgabe 7x6x4)</translation>
    </message>
    <message>
        <source>pack this progress file into the compact book written to --out</source>
        <translation>diese Fortschrittsdatei in das kompakte Buch packen, das nach --out geschrieben wird</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--ply P and --out FILE are required</source>
        <translation>--ply P und --out DATEI sind nötig</translation>
    </message>
    <message>
        <source>--size: %1 is too big for a book (width x (height + 1) must be at most 64)</source>
        <translation>--size: %1 ist zu groß für ein Buch (Breite x (Höhe + 1) darf höchstens 64 sein)</translation>
    </message>
    <message>
        <source>cannot cut the unfinished last line of %1: %2</source>
        <translation>die unvollständige letzte Zeile von %1 kann nicht abgeschnitten werden: %2</translation>
    </message>
    <message>
        <source>board as WxH or WxHxN (default 7x6x4)</source>
        <translation>Brett als BxH oder BxHxN (Vorgabe 7x6x4)</translation>
    </message>
    <message>
        <source>milliseconds per move at most (default 100)</source>
        <translation>höchstens so viele Millisekunden pro Zug (Vorgabe 100)</translation>
    </message>
    <message>
        <source>seed of openings and mistakes (default 1)</source>
        <translation>Startwert für Eröffnungen und Fehler (Vorgabe 1)</translation>
    </message>
    <message>
        <source>games played at once (default 1)</source>
        <translation>gleichzeitig gespielte Partien (Vorgabe 1)</translation>
    </message>
    <message>
        <source>transposition table per player in MiB (default 16)</source>
        <translation>Transpositionstabelle pro Spieler in MiB (Vorgabe 16)</translation>
    </message>
    <message>
        <source>print one line per game</source>
        <translation>eine Zeile pro Partie ausgeben</translation>
    </message>
    <message>
        <source>--levels A,B is required</source>
        <translation>--levels A,B ist nötig</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; is not two levels from 1 to 10 such as 5,4</source>
        <translation>--levels: „%1“ sind nicht zwei Stufen von 1 bis 10 wie 5,4</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>level %1 wins</source>
        <translation>Stufe %1 gewinnt</translation>
    </message>
    <message>
        <source>Prints the 1-based column the engine plays in POSITION (the moves so far, 1-based: &quot;4453&quot; on boards of up to 9 columns, a list such as &quot;4,4,10,3&quot; on any board; &quot;&quot; is the empty board).</source>
        <translation>Gibt die Spalte (ab 1 gezählt) aus, die die Engine in STELLUNG spielt (die bisherigen Züge, ab 1 gezählt: „4453“ auf Brettern mit bis zu 9 Spalten, eine Liste wie „4,4,10,3“ auf jedem Brett; „“ ist das leere Brett).</translation>
    </message>
    <message>
        <source>the moves played so far</source>
        <translation>die bisher gespielten Züge</translation>
    </message>
    <message>
        <source>skill level 1-10 (default 10, the solver)</source>
        <translation>Spielstufe 1–10 (Vorgabe 10, der Löser)</translation>
    </message>
    <message>
        <source>seed of the level&apos;s deliberate mistakes (default: random); the same seed gives the same move</source>
        <translation>Startwert für die absichtlichen Fehler der Stufe (Vorgabe: zufällig); derselbe Startwert ergibt denselben Zug</translation>
    </message>
    <message>
        <source>expected one position, got %1 arguments (quote a list with spaces)</source>
        <translation>eine Stellung erwartet, %1 Argumente erhalten (eine Liste mit Leerzeichen in Anführungszeichen setzen)</translation>
    </message>
    <message>
        <source>position &apos;%1&apos;: %2</source>
        <translation>Stellung „%1“: %2</translation>
    </message>
    <message>
        <source>position &apos;%1&apos;: the game is over, there is no move to play</source>
        <translation>Stellung „%1“: die Partie ist vorbei, es gibt keinen Zug</translation>
    </message>
    <message>
        <source>expected &apos;moves score&apos;</source>
        <translation>„Züge Wert“ erwartet</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>die Partie ist schon vorbei</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1:%2: %3 solved as %4, expected %5</source>
        <translation>%1:%2: %3 gelöst als %4, erwartet %5</translation>
    </message>
    <message>
        <source>Solves benchmark files of &apos;moves score&apos; lines (7x6) with a fresh table per position and
prints: FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z</source>
        <translation>Löst Benchmark-Dateien mit Zeilen „Züge Wert“ (7x6) mit frischer Tabelle pro Stellung und
gibt aus: FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z</translation>
    </message>
    <message>
        <source>Benchmark files.</source>
        <translation>Benchmark-Dateien.</translation>
    </message>
    <message>
        <source>Stop each file after S seconds of solving.</source>
        <translation>Jede Datei nach S Sekunden Lösen beenden.</translation>
    </message>
    <message>
        <source>Only win/draw/loss (scores -1, 0, 1).</source>
        <translation>Nur Sieg/Remis/Niederlage (Werte -1, 0, 1).</translation>
    </message>
    <message>
        <source>Reads one position a line (columns played, 1-based; an empty line is the empty board) and
writes &apos;&lt;position&gt; &lt;score&gt;&apos;, the exact score for the side to move, as Pons&apos; c4solver does.</source>
        <translation>Liest eine Stellung pro Zeile (gespielte Spalten, ab 1 gezählt; eine leere Zeile ist das leere Brett) und
schreibt „&lt;Stellung&gt; &lt;Wert&gt;“, den exakten Wert für die Seite am Zug, wie Pons’ c4solver.</translation>
    </message>
    <message>
        <source>Only win/draw/loss: scores 1, 0, -1.</source>
        <translation>Nur Sieg/Remis/Niederlage: Werte 1, 0, -1.</translation>
    </message>
    <message>
        <source>Write the score of every column (-1000 for a full one).</source>
        <translation>Den Wert jeder Spalte ausgeben (-1000 für eine volle).</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>too long (%1 bytes)</source>
        <translation>zu lang (%1 Bytes)</translation>
    </message>
    <message>
        <source>the game is already over: move %1 wins</source>
        <translation>die Partie ist schon vorbei: Zug %1 gewinnt</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>das Brett ist voll</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>erster Spieler</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>zweiter Spieler</translation>
    </message>
    <message>
        <source>depth %1  nodes %2  speed %3 knodes/s  time %4 s%5</source>
        <translation>Tiefe %1  Knoten %2  Tempo %3 kKnoten/s  Zeit %4 s%5</translation>
    </message>
    <message>
        <source>  (book)</source>
        <translation>  (Eröffnungsbuch)</translation>
    </message>
    <message>
        <source>  (exact)</source>
        <translation>  (exakt)</translation>
    </message>
    <message>
        <source>  (estimates)</source>
        <translation>  (Schätzungen)</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Fortsetzung</translation>
    </message>
    <message>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <source>best: column %1 (%2)</source>
        <translation>bester Zug: Spalte %1 (%2)</translation>
    </message>
    <message>
        <source>Scores every column of a position, with the line of best play after it.
POSITION: 1-based columns played (&quot;4453&quot;, or &quot;4,4,10,3&quot; on wide boards);
none for the empty board.</source>
        <translation>Bewertet jede Spalte einer Stellung, jeweils mit der besten Fortsetzung.
STELLUNG: gespielte Spalten ab 1 gezählt („4453“ oder „4,4,10,3“ auf breiten Brettern);
keine für das leere Brett.</translation>
    </message>
    <message>
        <source>The moves played so far.</source>
        <translation>Die bisher gespielten Züge.</translation>
    </message>
    <message>
        <source>Stop after S seconds (default: until exact). Without --table-mb the table is then sized to the time: 64 MiB a second, at least 64.</source>
        <translation>Nach S Sekunden anhalten (Vorgabe: bis exakt). Ohne --table-mb richtet sich die Tabelle dann nach der Zeit: 64 MiB je Sekunde, mindestens 64.</translation>
    </message>
    <message>
        <source>Search at most D plies deep.</source>
        <translation>Höchstens D Halbzüge tief suchen.</translation>
    </message>
    <message>
        <source>Write JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>give one POSITION (quote a list with spaces), not %1 arguments</source>
        <translation>eine STELLUNG angeben (eine Liste mit Leerzeichen in Anführungszeichen), nicht %1 Argumente</translation>
    </message>
    <message>
        <source>play by a clock instead: seconds left on the mover&apos;s clock, optionally + seconds added per move (e.g. 60+2); the move takes a share of it and never more than half</source>
        <translation>stattdessen nach Uhr spielen: Restsekunden auf der Uhr des Ziehenden, optional + Sekunden Zuschlag pro Zug (z. B. 60+2); der Zug nutzt einen Teil davon, nie mehr als die Hälfte</translation>
    </message>
    <message>
        <source>--time and --clock cannot be combined: give one</source>
        <translation>--time und --clock können nicht kombiniert werden: eines angeben</translation>
    </message>
    <message>
        <source>--clock: &apos;%1&apos; is not seconds left, optionally +increment, such as 60+2</source>
        <translation>--clock: „%1“ ist keine Restzeit in Sekunden, optional +Zuschlag, etwa 60+2</translation>
    </message>
    <message>
        <source>Answer positions in the embedded 7x6 opening book from it instead of solving them.</source>
        <translation>Stellungen aus dem eingebauten 7x6-Eröffnungsbuch von dort beantworten, statt sie zu lösen.</translation>
    </message>
    <message>
        <source>Walk the lines of scores from the opening book to the end of the game (seconds per column).</source>
        <translation>Die Zugfolgen der Bewertungen aus dem Eröffnungsbuch bis zum Spielende verfolgen (Sekunden pro Spalte).</translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation>eine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>give at least one FILE</source>
        <translation>mindestens eine DATEI angeben</translation>
    </message>
    <message>
        <source>positions are read from stdin, not from the command line (&apos;%1&apos;)</source>
        <translation>Stellungen werden von stdin gelesen, nicht von der Befehlszeile („%1“)</translation>
    </message>
    <message>
        <source>--opponent: &apos;%1&apos; is not an opponent this command knows; use classic:DEPTH (DEPTH %2-%3)</source>
        <translation>--opponent: „%1“ ist kein Gegner, den dieser Befehl kennt; classic:TIEFE verwenden (TIEFE %2–%3)</translation>
    </message>
    <message>
        <source>--opponent: the depth in &apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>--opponent: die Tiefe in „%1“ ist keine ganze Zahl von %2 bis %3</translation>
    </message>
    <message>
        <source>the two levels, as A,B (1-10); one level with --opponent</source>
        <translation>die beiden Stufen, als A,B (1–10); eine Stufe mit --opponent</translation>
    </message>
    <message>
        <source>play --levels against the classic engine at DEPTH plies</source>
        <translation>--levels gegen die klassische Engine mit TIEFE Halbzügen spielen lassen</translation>
    </message>
    <message>
        <source>--levels L is required (the level that plays the classic engine)</source>
        <translation>--levels L ist nötig (die Stufe, die gegen die klassische Engine spielt)</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; is not one level from 1 to 10; with --opponent it names the single level that plays the classic engine</source>
        <translation>--levels: „%1“ ist keine einzelne Stufe von 1 bis 10; mit --opponent nennt es die eine Stufe, die gegen die klassische Engine spielt</translation>
    </message>
    <message>
        <source>classic %1</source>
        <translation>klassisch %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>Only prove the best column, as level 10 does to choose its move (the other columns&apos; scores may be mere bounds).</source>
        <translation>Nur die beste Spalte beweisen, wie Stufe 10 ihren Zug wählt (die Bewertungen der anderen Spalten können bloße Schranken sein).</translation>
    </message>
    <message>
        <source>Time with the process&apos;s CPU time (all threads) instead of the wall clock.</source>
        <translation>Mit der CPU-Zeit des Prozesses (alle Threads) statt der Uhrzeit messen.</translation>
    </message>
    <message>
        <source>instead of --time-ms, each level thinks its own time per move (as with no time set; level 10: 5 s) times F, so a match runs quicker at the levels&apos; own proportions</source>
        <translation>statt --time-ms denkt jede Stufe ihre eigene Zeit je Zug (wie ohne Zeitvorgabe; Stufe 10: 5 s) mal F, so läuft ein Match schneller in den Verhältnissen der Stufen</translation>
    </message>
    <message>
        <source>give --time-ms or --time-scale, not both</source>
        <translation>--time-ms oder --time-scale angeben, nicht beides</translation>
    </message>
    <message>
        <source>a factor</source>
        <translation>ein Faktor</translation>
    </message>
    <message>
        <source>seconds to think at most (default: the level&apos;s own time, 5 s at level 10); without --table-mb the table is sized to the move&apos;s time, 64 MiB a second, at least 64</source>
        <translation>höchstens so viele Sekunden Bedenkzeit (Vorgabe: die Zeit der Stufe, 5 s auf Stufe 10); ohne --table-mb richtet sich die Tabelle nach der Zeit des Zugs: 64 MiB je Sekunde, mindestens 64</translation>
    </message>
    <message>
        <source>search threads per player (default 1; the window gives the computer every core)</source>
        <translation>Suchthreads je Spieler (Vorgabe 1; im Fenster nutzt der Computer alle Kerne)</translation>
    </message>
    <message>
        <source>(depth %1) %2</source>
        <translation>(Tiefe %1) %2</translation>
    </message>
    <message>
        <source>Plays skill level A against level B. Game pairs start from the same random opening of 2 to 4 moves, A moving first in one and B in the other. The score counts a win 1 and a draw 1/2.
With --opponent classic:DEPTH, --levels names one level, which plays the seeds&apos; classic engine searching DEPTH plies (1-20, no time limit) from random 2-move openings, colours alternating; every game and the score are reported for the level.
With --position MOVES every game starts from that position instead, colours alternating over each pair: to study where a game is won or lost, or what a move is worth in play.</source>
        <translation>Lässt Spielstufe A gegen Stufe B spielen. Partiepaare beginnen mit derselben zufälligen Eröffnung von 2 bis 4 Zügen, einmal zieht A zuerst, einmal B. Ein Sieg zählt 1, ein Remis 1/2.
Mit --opponent classic:TIEFE nennt --levels eine Stufe, die gegen die klassische Engine der Seeds spielt, die TIEFE Halbzüge tief sucht (1–20, ohne Zeitgrenze), aus zufälligen Eröffnungen von 2 Zügen mit wechselnden Farben; jede Partie und das Ergebnis werden aus Sicht der Stufe gemeldet.
Mit --position ZÜGE beginnt jede Partie stattdessen in dieser Stellung, die Farben wechseln in jedem Paar: um zu sehen, wo eine Partie gewonnen oder verloren wird oder was ein Zug im Spiel wert ist.</translation>
    </message>
    <message>
        <source>every game starts from this position (1-based columns, as analyze takes them) instead of a random opening</source>
        <translation>jede Partie beginnt in dieser Stellung (Spalten ab 1, wie analyze sie nimmt) statt mit einer zufälligen Eröffnung</translation>
    </message>
    <message>
        <source>--position &apos;%1&apos;: %2</source>
        <translation>--position „%1“: %2</translation>
    </message>
    <message>
        <source>--position &apos;%1&apos;: the game is over, there is nothing to play</source>
        <translation>--position „%1“: die Partie ist vorbei, es gibt nichts zu spielen</translation>
    </message>
    <message>
        <source>--side needs --position (from random openings the colours take turns)</source>
        <translation>--side braucht --position (aus zufälligen Eröffnungen wechseln die Farben ab)</translation>
    </message>
    <message>
        <source>--side: &apos;%1&apos; is neither first nor second</source>
        <translation>--side: „%1“ ist weder first noch second</translation>
    </message>
    <message>
        <source>games to play (default 100; odd: the last pair&apos;s opening is played once)</source>
        <translation>Anzahl Partien (Vorgabe 100; ungerade: die Eröffnung des letzten Paars wird einmal gespielt)</translation>
    </message>
    <message>
        <source>with --position: level A (the first of --levels, or the level against the classic engine) plays only the first player&apos;s stones (odd moves from the empty board) or the second&apos;s, instead of taking turns</source>
        <translation>mit --position: Stufe A (die erste von --levels oder die Stufe gegen die klassische Engine) spielt nur die Steine des ersten Spielers (die ungeraden Züge ab dem leeren Brett) oder nur die des zweiten, statt abzuwechseln</translation>
    </message>
    <message>
        <source>connect4-cli match: warning: in --position &apos;%1&apos; the side to move can win at once (column %2)</source>
        <translation>connect4-cli match: Warnung: in --position „%1“ kann die Seite am Zug sofort gewinnen (Spalte %2)</translation>
    </message>
    <message>
        <source>level A&apos;s evaluation weights, as C4_EVAL_WEIGHTS takes them: window[1],...,window[N-1],threat,goodThreat,fillUp for connect N (default: the built-in ones, or the environment&apos;s)</source>
        <translation>Bewertungsgewichte von Stufe A, wie C4_EVAL_WEIGHTS sie nimmt: window[1],...,window[N-1],threat,goodThreat,fillUp für N in einer Reihe (Standard: die eingebauten oder die der Umgebung)</translation>
    </message>
    <message>
        <source>level B&apos;s evaluation weights, as --weights-a</source>
        <translation>Bewertungsgewichte von Stufe B, wie --weights-a</translation>
    </message>
    <message>
        <source>--weights-b: the classic engine has no evaluation weights (--weights-a gives the level&apos;s)</source>
        <translation>--weights-b: die klassische Engine hat keine Bewertungsgewichte (--weights-a gibt die der Stufe)</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not %3 whole numbers separated by commas (connect %4: window[1] to window[%5], threat, goodThreat, fillUp)</source>
        <translation>--%1: &apos;%2&apos; sind nicht %3 durch Kommas getrennte ganze Zahlen (%4 in einer Reihe: window[1] bis window[%5], threat, goodThreat, fillUp)</translation>
    </message>
    <message>
        <source>--ply: every game on %1 is over before ply %2; the deepest ply with a position in play is %3</source>
        <translation>--ply: Auf %1 ist jede Partie vor Halbzug %2 zu Ende; der tiefste Halbzug mit einer offenen Stellung ist %3</translation>
    </message>
    <message>
        <source>--out: %1 is the progress file given to --pack, which the packed book would overwrite</source>
        <translation>--out: %1 ist die Fortschrittsdatei aus --pack, die das gepackte Buch überschreiben würde</translation>
    </message>
    <message>
        <source>%1: nothing to pack: not even the empty board&apos;s score is known</source>
        <translation>%1: nichts zu packen: nicht einmal der Wert des leeren Bretts ist bekannt</translation>
    </message>
    <message>
        <source>the game is already over: move %1 wins, nothing to analyse</source>
        <translation>die Partie ist schon vorbei: Zug %1 gewinnt, nichts zu analysieren</translation>
    </message>
    <message>
        <source>the board is full, nothing to analyse</source>
        <translation>das Brett ist voll, nichts zu analysieren</translation>
    </message>
    <message numerus="yes">
        <source>Position %1 on %2, %n moves played, %3 to move</source>
        <translation>
            <numerusform>Stellung %1 auf %2, %n Zug gespielt, %3 am Zug</numerusform>
            <numerusform>Stellung %1 auf %2, %n Züge gespielt, %3 am Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>--out needs a file name</source>
        <translation>--out braucht einen Dateinamen</translation>
    </message>
</context>
<context>
    <name>c4::cli::PlayOptions</name>
    <message>
        <source>Board size: width x height x connect (default 7x6x4).</source>
        <translation>Brettgröße: Breite x Höhe x Reihenlänge (Vorgabe 7x6x4).</translation>
    </message>
    <message>
        <source>Number of columns (1-40).</source>
        <translation>Anzahl der Spalten (1–40).</translation>
    </message>
    <message>
        <source>Number of rows (1-40).</source>
        <translation>Anzahl der Reihen (1–40).</translation>
    </message>
    <message>
        <source>Stones in a row that win (1-40).</source>
        <translation>Steine in einer Reihe, die gewinnen (1–40).</translation>
    </message>
    <message>
        <source>Who plays, player 1 then player 2: human,computer (default), computer,human, human,human or computer,computer.</source>
        <translation>Wer spielt, Spieler 1 dann Spieler 2: human,computer (Vorgabe), computer,human, human,human oder computer,computer.</translation>
    </message>
    <message>
        <source>Skill level 1-10 of every computer player (default 5).</source>
        <translation>Spielstufe 1–10 jedes Computerspielers (Vorgabe 5).</translation>
    </message>
    <message>
        <source>Skill levels of player 1 and player 2.</source>
        <translation>Spielstufen von Spieler 1 und Spieler 2.</translation>
    </message>
    <message>
        <source>Who moves first (plays x): 1, 2 or random (default).</source>
        <translation>Wer zuerst zieht (spielt x): 1, 2 oder random (Vorgabe).</translation>
    </message>
    <message>
        <source>Start from a saved .c4game file.</source>
        <translation>Mit einer gespeicherten .c4game-Datei beginnen.</translation>
    </message>
    <message>
        <source>Seed for the random first player and the computer&apos;s choices (reproducible games).</source>
        <translation>Startwert für den zufälligen ersten Spieler und die Wahl des Computers (wiederholbare Partien).</translation>
    </message>
    <message>
        <source>Plain text even on a terminal.</source>
        <translation>Reiner Text auch im Terminal.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (options start with --)</source>
        <translation>unerwartetes Argument „%1“ (Optionen beginnen mit --)</translation>
    </message>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 ist mehrfach angegeben</translation>
    </message>
    <message>
        <source>--size cannot be combined with --width, --height or --connect</source>
        <translation>--size kann nicht mit --width, --height oder --connect kombiniert werden</translation>
    </message>
    <message>
        <source>--players: &apos;%1&apos; must name two players, for example human,computer</source>
        <translation>--players: „%1“ muss zwei Spieler nennen, zum Beispiel human,computer</translation>
    </message>
    <message>
        <source>--players: &apos;%1&apos; is neither human nor computer</source>
        <translation>--players: „%1“ ist weder human noch computer</translation>
    </message>
    <message>
        <source>--level and --levels cannot be combined</source>
        <translation>--level und --levels können nicht kombiniert werden</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; must give two levels, for example 3,7</source>
        <translation>--levels: „%1“ muss zwei Stufen angeben, zum Beispiel 3,7</translation>
    </message>
    <message>
        <source>--first: &apos;%1&apos; must be 1, 2 or random</source>
        <translation>--first: „%1“ muss 1, 2 oder random sein</translation>
    </message>
    <message>
        <source>--load needs a file name</source>
        <translation>--load braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>Play Connect Four (or connect N on any board) in the terminal.
At the prompt: a column number plays; ? scores every column; u undo, r redo;
s FILE save, l FILE load (.c4game files, as the window); n new game; q quit; h help.
With --load, the file&apos;s players play unless --players or a level is given.
Exit status: 0 after q or at the end of input, 2 for a wrong command line.</source>
        <translation>Vier gewinnt (oder N gewinnt auf jedem Brett) im Terminal spielen.
An der Eingabe: eine Spaltennummer spielt; ? bewertet jede Spalte; u zurück, r wieder vor;
s DATEI speichern, l DATEI laden (.c4game-Dateien, wie im Fenster); n neue Partie; q beenden; h Hilfe.
Mit --load spielen die Spieler aus der Datei, außer --players oder eine Stufe ist angegeben.
Exit-Status: 0 nach q oder am Ende der Eingabe, 2 bei falscher Befehlszeile.</translation>
    </message>
    <message>
        <source>Usage: %1 [options]</source>
        <translation>Aufruf: %1 [Optionen]</translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation>eine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>--load cannot be combined with --%1: the file gives the board and who moves first</source>
        <translation>--load lässt sich nicht mit --%1 kombinieren: die Datei bestimmt das Brett und wer beginnt</translation>
    </message>
    <message>
        <source>Seconds a computer may think per move, and how long ? thinks (at least 0.001; default: each level&apos;s own time, 1 s at level 1 to 5 s at level 10, and ? thinks as long as level 10).</source>
        <translation>Sekunden, die ein Computer pro Zug nachdenken darf, und wie lange ? nachdenkt (mindestens 0.001; Vorgabe: die eigene Zeit jeder Stufe, 1 s auf Stufe 1 bis 5 s auf Stufe 10, und ? denkt so lange wie Stufe 10).</translation>
    </message>
</context>
<context>
    <name>c4::cli::TerminalCommand</name>
    <message>
        <source>type a column number 1-%1, or h for help</source>
        <translation>eine Spaltennummer 1–%1 eingeben, oder h für Hilfe</translation>
    </message>
    <message>
        <source>Empty line: %1.</source>
        <translation>Leere Zeile: %1.</translation>
    </message>
    <message>
        <source>Column %1 is out of range: choose a column from 1 to %2.</source>
        <translation>Spalte %1 gibt es nicht: wählen Sie eine Spalte von 1 bis %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a file name: %1 FILE.</source>
        <translation>„%1“ braucht einen Dateinamen: %1 DATEI.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes no argument (got %2).</source>
        <translation>„%1“ nimmt kein Argument (erhalten: %2).</translation>
    </message>
    <message>
        <source>%1 is not a column or a command: %2.</source>
        <translation>%1 ist weder eine Spalte noch ein Befehl: %2.</translation>
    </message>
    <message>
        <source>That line is too long (%1 bytes): %2.</source>
        <translation>Diese Zeile ist zu lang (%1 Bytes): %2.</translation>
    </message>
</context>
<context>
    <name>c4::cli::TerminalGame</name>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>computer %1 (level %2)</source>
        <translation>Computer %1 (Stufe %2)</translation>
    </message>
    <message>
        <source>the computer (level %1)</source>
        <translation>der Computer (Stufe %1)</translation>
    </message>
    <message>
        <source>Connect %1 on a %2x%3 board.</source>
        <translation>%1 gewinnt auf einem %2x%3-Brett.</translation>
    </message>
    <message>
        <source>x: %1. o: %2. x moves first.</source>
        <translation>x: %1. o: %2. x zieht zuerst.</translation>
    </message>
    <message>
        <source>Type a column number to play, ? for a hint, h for help.</source>
        <translation>Eine Spaltennummer eingeben, um zu spielen, ? für einen Tipp, h für Hilfe.</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Remis: das Brett ist voll.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Remis.</translation>
    </message>
    <message>
        <source>you won :)</source>
        <translation>Sie haben gewonnen :)</translation>
    </message>
    <message>
        <source>you lost :(</source>
        <translation>Sie haben verloren :(</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source> on time</source>
        <translation> durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source> by resignation</source>
        <translation> durch Aufgabe</translation>
    </message>
    <message>
        <source>%1 wins%2: %3</source>
        <translation>%1 gewinnt%2: %3</translation>
    </message>
    <message>
        <source>Winning line (column,row): %1</source>
        <translation>Gewinnreihe (Spalte,Reihe): %1</translation>
    </message>
    <message>
        <source>Game over: n starts a new game, u takes back, s FILE saves, q quits.</source>
        <translation>Partie vorbei: n startet eine neue Partie, u nimmt zurück, s DATEI speichert, q beendet.</translation>
    </message>
    <message>
        <source>Game over [n, u, s FILE, q, h]: </source>
        <translation>Partie vorbei [n, u, s DATEI, q, h]: </translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>  1-%1       drop a stone in that column</source>
        <translation>  1-%1       einen Stein in diese Spalte werfen</translation>
    </message>
    <message>
        <source>  ?          score every column and suggest a move</source>
        <translation>  ?          jede Spalte bewerten und einen Zug vorschlagen</translation>
    </message>
    <message>
        <source>  u          undo (your move and the computer&apos;s reply)</source>
        <translation>  u          zurücknehmen (Ihren Zug und die Antwort des Computers)</translation>
    </message>
    <message>
        <source>  r          redo</source>
        <translation>  r          wieder vor</translation>
    </message>
    <message>
        <source>  s FILE     save the game (a .c4game file, the window opens it too)</source>
        <translation>  s DATEI    die Partie speichern (eine .c4game-Datei, auch das Fenster öffnet sie)</translation>
    </message>
    <message>
        <source>  l FILE     load a saved game</source>
        <translation>  l DATEI    eine gespeicherte Partie laden</translation>
    </message>
    <message>
        <source>  q          quit</source>
        <translation>  q          beenden</translation>
    </message>
    <message>
        <source>  h          this help</source>
        <translation>  h          diese Hilfe</translation>
    </message>
    <message>
        <source>Please answer y or n.</source>
        <translation>Bitte mit y oder n antworten.</translation>
    </message>
    <message>
        <source>The game is not saved. %1 anyway?</source>
        <translation>Die Partie ist nicht gespeichert. Trotzdem: %1?</translation>
    </message>
    <message>
        <source>End of input: quitting without saving.</source>
        <translation>Ende der Eingabe: Beenden ohne Speichern.</translation>
    </message>
    <message>
        <source>End of input: bye.</source>
        <translation>Ende der Eingabe: tschüss.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Eine neue Partie beginnen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Bye.</source>
        <translation>Tschüss.</translation>
    </message>
    <message>
        <source>The game is over: n starts a new game, u takes back a move.</source>
        <translation>Die Partie ist vorbei: n startet eine neue Partie, u nimmt einen Zug zurück.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn: r redoes its move, u takes back further, n starts a new game.</source>
        <translation>Der Computer ist am Zug: r spielt seinen Zug wieder, u nimmt weiter zurück, n startet eine neue Partie.</translation>
    </message>
    <message>
        <source>Column %1 is full: choose another column.</source>
        <translation>Spalte %1 ist voll: wählen Sie eine andere Spalte.</translation>
    </message>
    <message>
        <source>%1 plays column %2.</source>
        <translation>%1 spielt Spalte %2.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Took back 1 move.</source>
        <translation>1 Zug zurückgenommen.</translation>
    </message>
    <message>
        <source>Took back %1 moves.</source>
        <translation>%1 Züge zurückgenommen.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts wiederherzustellen.</translation>
    </message>
    <message>
        <source>Replayed 1 move.</source>
        <translation>1 Zug wieder gespielt.</translation>
    </message>
    <message>
        <source>Replayed %1 moves.</source>
        <translation>%1 Züge wieder gespielt.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved the game to %1.</source>
        <translation>Partie in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>%1 laden</translation>
    </message>
    <message>
        <source>Not loaded.</source>
        <translation>Nicht geladen.</translation>
    </message>
    <message>
        <source>Could not load %1: %2</source>
        <translation>%1 konnte nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>The current game goes on.</source>
        <translation>Die aktuelle Partie geht weiter.</translation>
    </message>
    <message>
        <source>Loaded %1 (%2 moves).</source>
        <translation>%1 geladen (%2 Züge).</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>Die Engine ist gescheitert: %1</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to suggest.</source>
        <translation>Die Partie ist vorbei: es gibt nichts vorzuschlagen.</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Kein Tipp: %1</translation>
    </message>
    <message>
        <source>the engine gave no analysis</source>
        <translation>die Engine lieferte keine Analyse</translation>
    </message>
    <message>
        <source>Scores for %1 (exact: win/draw/loss in moves; estimate: the search&apos;s guess):</source>
        <translation>Werte für %1 (exakt: Sieg/Remis/Niederlage in Zügen; Schätzung: die Vermutung der Suche):</translation>
    </message>
    <message>
        <source>  column %1: </source>
        <translation>  Spalte %1: </translation>
    </message>
    <message>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <source>Suggested move: column %1 (%2).</source>
        <translation>Vorgeschlagener Zug: Spalte %1 (%2).</translation>
    </message>
    <message>
        <source>The computer cannot move: u takes back, n starts a new game, q quits.</source>
        <translation>Der Computer kann nicht ziehen: u nimmt zurück, n startet eine neue Partie, q beendet.</translation>
    </message>
    <message>
        <source>The computer is not thinking.</source>
        <translation>Der Computer denkt gerade nicht nach.</translation>
    </message>
    <message>
        <source>%1 (level %2) is thinking</source>
        <translation>%1 (Stufe %2) denkt nach</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denke nach</translation>
    </message>
    <message>
        <source>%1 to move, %2 waits [r redo, u undo, n new, q quit, h help]: </source>
        <translation>%1 am Zug, %2 wartet [r vor, u zurück, n neu, q beenden, h Hilfe]: </translation>
    </message>
    <message>
        <source>  u          undo the last move</source>
        <translation>  u          den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Nicht gespeichert.</translation>
    </message>
    <message>
        <source>Loaded %1 (1 move).</source>
        <translation>%1 geladen (1 Zug).</translation>
    </message>
    <message>
        <source>Move %1 was replaced: u brings it back.</source>
        <translation>Zug %1 wurde ersetzt: u holt ihn zurück.</translation>
    </message>
    <message>
        <source>Moves %1-%2 were replaced: u brings them back.</source>
        <translation>Die Züge %1–%2 wurden ersetzt: u holt sie zurück.</translation>
    </message>
    <message>
        <source>Autosave is off: %1</source>
        <translation>Automatisches Speichern ist aus: %1</translation>
    </message>
    <message>
        <source>Restored the game (1 move).</source>
        <translation>Partie wiederhergestellt (1 Zug).</translation>
    </message>
    <message>
        <source>Restored the game (%1 moves).</source>
        <translation>Partie wiederhergestellt (%1 Züge).</translation>
    </message>
    <message>
        <source>Could not restore the game: %1</source>
        <translation>Die Partie konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source> (%1 left)</source>
        <translation> (noch %1)</translation>
    </message>
    <message>
        <source>%1, %2 to move%4 [1-%3, ? hint, h help]: </source>
        <translation>%1, %2 am Zug%4 [1–%3, ? Tipp, h Hilfe]: </translation>
    </message>
    <message>
        <source>Your move, %1%3 [1-%2, ? hint, h help]: </source>
        <translation>Ihr Zug, %1%3 [1–%2, ? Tipp, h Hilfe]: </translation>
    </message>
    <message>
        <source>Time is up: the move came after the clock ran out.</source>
        <translation>Die Zeit ist um: der Zug kam, nachdem die Uhr abgelaufen war.</translation>
    </message>
    <message>
        <source>No answer: the unfinished game is kept for the next start.</source>
        <translation>Keine Antwort: die unbeendete Partie bleibt für den nächsten Start erhalten.</translation>
    </message>
    <message>
        <source>End of input: the game is kept; connect4-cli play offers it next time.</source>
        <translation>Ende der Eingabe: Die Partie bleibt erhalten; connect4-cli play bietet sie beim nächsten Mal an.</translation>
    </message>
    <message>
        <source>An earlier terminal game was not saved (it was left by Ctrl-D or did not end normally). Restore it?</source>
        <translation>Eine frühere Partie im Terminal wurde nicht gespeichert (mit Strg-D verlassen oder nicht normal beendet). Wiederherstellen?</translation>
    </message>
    <message>
        <source>  n          new game (same board, players and clocks)</source>
        <translation>  n          neue Partie (gleiches Brett, gleiche Spieler und Uhren)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Connect Four</source>
        <translation>Vier gewinnt</translation>
    </message>
    <message>
        <source>Play and analyse Connect Four and connect-N on any board.</source>
        <translation>Vier gewinnt und N gewinnt auf jedem Brett spielen und analysieren.</translation>
    </message>
    <message>
        <source>A saved game (.c4game) to open.</source>
        <translation>Eine gespeicherte Partie (.c4game), die geöffnet wird.</translation>
    </message>
    <message>
        <source>Start on a board of W columns and H rows where N in a row win, for example 7x6x4 (N defaults to 4).</source>
        <translation>Auf einem Brett mit W Spalten und H Reihen beginnen, auf dem N in einer Reihe gewinnen, zum Beispiel 7x6x4 (N ist sonst 4).</translation>
    </message>
    <message>
        <source>Start from these moves: 1-based columns, like 4453, or separated by commas on boards wider than 9 columns.</source>
        <translation>Mit diesen Zügen beginnen: Spalten ab 1 gezählt, etwa 4453, oder durch Kommas getrennt auf Brettern mit mehr als 9 Spalten.</translation>
    </message>
</context>
</TS>
