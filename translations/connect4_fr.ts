<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message>
        <source>play a game in the terminal (the default)</source>
        <translation>jouer une partie dans le terminal (par défaut)</translation>
    </message>
    <message>
        <source>read positions from stdin, write their exact scores</source>
        <translation>lire des positions sur l&apos;entrée standard, écrire leurs valeurs exactes</translation>
    </message>
    <message>
        <source>score every column of a position, with principal variations</source>
        <translation>évaluer chaque colonne d&apos;une position, avec les variantes principales</translation>
    </message>
    <message>
        <source>print the column the engine plays in a position</source>
        <translation>afficher la colonne que le moteur joue dans une position</translation>
    </message>
    <message>
        <source>solve benchmark files and report speed and correctness</source>
        <translation>résoudre des fichiers de test et rendre compte de la vitesse et de l&apos;exactitude</translation>
    </message>
    <message>
        <source>play two skill levels, or a level and the classic engine, against each other</source>
        <translation>faire jouer deux niveaux, ou un niveau et le moteur classique, l&apos;un contre l&apos;autre</translation>
    </message>
    <message>
        <source>generate the opening book</source>
        <translation>générer le livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Usage: connect4-cli [--lang CODE] [command] [options]</source>
        <translation>Usage : connect4-cli [--lang CODE] [commande] [options]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <source>connect4-cli &lt;command&gt; --help describes a command&apos;s options.</source>
        <translation>connect4-cli &lt;commande&gt; --help décrit les options d&apos;une commande.</translation>
    </message>
    <message>
        <source>connect4-cli --version prints the version.</source>
        <translation>connect4-cli --version affiche la version.</translation>
    </message>
    <message>
        <source>--lang CODE (before or after the command) sets the language of messages: %1; without it the system&apos;s (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).</source>
        <translation>--lang CODE (avant ou après la commande) choisit la langue des messages : %1 ; sans lui, celle du système (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).</translation>
    </message>
    <message>
        <source>connect4-cli: --lang needs a language code (%1)</source>
        <translation>connect4-cli : --lang attend un code de langue (%1)</translation>
    </message>
    <message>
        <source>connect4-cli: --lang: no translation for &apos;%1&apos; (there are: %2)</source>
        <translation>connect4-cli : --lang : pas de traduction pour « %1 » (disponibles : %2)</translation>
    </message>
    <message>
        <source>connect4-cli: unknown command &apos;%1&apos;</source>
        <translation>connect4-cli : commande inconnue « %1 »</translation>
    </message>
</context>
<context>
    <name>CliUtil</name>
    <message>
        <source>Board size WxH or WxHxN (default 7x6x4).</source>
        <translation>Taille du plateau LxH ou LxHxN (7x6x4 par défaut).</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Voir « %1 --help ».</translation>
    </message>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 est donné plus d&apos;une fois</translation>
    </message>
</context>
<context>
    <name>EndCommand</name>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Time out</source>
        <translation>Temps écoulé</translation>
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
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation>champ « %1 » : %2</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>champ « %1 » manquant</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>objet attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>liste attendue, %1 trouvé</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>chaîne attendue, %1 trouvé</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>nombre entier attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>must be between %1 and %2, not %3</source>
        <translation>doit être entre %1 et %2, pas %3</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>joueur %1</translation>
    </message>
    <message>
        <source>player %1 (%2)</source>
        <translation>joueur %1 (%2)</translation>
    </message>
    <message>
        <source>expected 2 players, found %1</source>
        <translation>2 joueurs attendus, %1 trouvés</translation>
    </message>
    <message>
        <source>expected &apos;human&apos; or &apos;computer&apos;, found &apos;%1&apos;</source>
        <translation>« human » ou « computer » attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>a name has at most 200 characters, not %1</source>
        <translation>un nom a au plus 200 caractères, pas %1</translation>
    </message>
    <message>
        <source>%1 moves do not fit on a board of %2 cells</source>
        <translation>%1 coups ne tiennent pas sur un plateau de %2 cases</translation>
    </message>
    <message>
        <source>move %1: expected a column number, found %2</source>
        <translation>coup %1 : numéro de colonne attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>move %1: column %2 is out of range 1-%3</source>
        <translation>coup %1 : la colonne %2 est hors de l&apos;intervalle 1-%3</translation>
    </message>
    <message>
        <source>expected &apos;exact&apos; or &apos;estimate&apos;, found &apos;%1&apos;</source>
        <translation>« exact » ou « estimate » attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>there is no move %1</source>
        <translation>il n&apos;y a pas de coup %1</translation>
    </message>
    <message>
        <source>move %1 has a note already</source>
        <translation>le coup %1 a déjà une note</translation>
    </message>
    <message>
        <source>expected one of &apos;none&apos;, &apos;win&apos;, &apos;draw&apos;, &apos;timeout&apos;, &apos;resignation&apos;, found &apos;%1&apos;</source>
        <translation>une des valeurs « none », « win », « draw », « timeout », « resignation » attendue, « %1 » trouvé</translation>
    </message>
    <message>
        <source>expected &apos;none&apos;, &apos;perMove&apos; or &apos;clock&apos;, found &apos;%1&apos;</source>
        <translation>« none », « perMove » ou « clock » attendu, « %1 » trouvé</translation>
    </message>
    <message>
        <source>expected 2 clocks, found %1</source>
        <translation>2 pendules attendues, %1 trouvées</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an ISO 8601 date and time</source>
        <translation>« %1 » n&apos;est pas une date et heure ISO 8601</translation>
    </message>
    <message>
        <source>field &apos;board&apos;: %1</source>
        <translation>champ « board » : %1</translation>
    </message>
    <message>
        <source>field &apos;players[%1].level&apos;: must be between 1 and 10, not %2</source>
        <translation>champ « players[%1].level » : doit être entre 1 et 10, pas %2</translation>
    </message>
    <message>
        <source>field &apos;firstPlayer&apos;: must be between 0 and 1, not %1</source>
        <translation>champ « firstPlayer » : doit être entre 0 et 1, pas %1</translation>
    </message>
    <message>
        <source>field &apos;current&apos;: must be between 0 and %1, not %2</source>
        <translation>champ « current » : doit être entre 0 et %1, pas %2</translation>
    </message>
    <message>
        <source>move %1: the game was already won by %2 at move %3</source>
        <translation>coup %1 : %2 avait déjà gagné la partie au coup %3</translation>
    </message>
    <message>
        <source>move %1: the board was already full</source>
        <translation>coup %1 : le plateau était déjà plein</translation>
    </message>
    <message>
        <source>move %1: column %2 is full</source>
        <translation>coup %1 : la colonne %2 est pleine</translation>
    </message>
    <message>
        <source>note of move %1: exact score %2 is impossible on this board</source>
        <translation>note du coup %1 : le score exact %2 est impossible sur ce plateau</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the moves end in a win for %1, but the result says &apos;%2&apos;%3</source>
        <translation>champ « result » : les coups finissent par une victoire de %1, mais le résultat indique « %2 »%3</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> pour %1</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the moves fill the board without a line (a draw), but the result says &apos;%1&apos;</source>
        <translation>champ « result » : les coups remplissent le plateau sans alignement (nulle), mais le résultat indique « %1 »</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;win&apos;, but no line is complete after the moves</source>
        <translation>champ « result » : le résultat indique « win », mais aucun alignement n&apos;est complet après les coups</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;draw&apos;, but the board is not full</source>
        <translation>champ « result » : le résultat indique « draw », mais le plateau n&apos;est pas plein</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: a game in progress has no winner</source>
        <translation>champ « result.winner » : une partie en cours n&apos;a pas de gagnant</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: the clock ran out for %1, who was to move, so they cannot be the winner</source>
        <translation>champ « result.winner » : le temps de %1, qui avait le trait, est écoulé ; %1 ne peut donc pas gagner</translation>
    </message>
    <message>
        <source>field &apos;result&apos;: the result says &apos;timeout&apos;, but the game has no time control</source>
        <translation>champ « result » : le résultat indique « timeout », mais la partie n&apos;a pas de contrôle du temps</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: a resignation needs a winner</source>
        <translation>champ « result.winner » : un abandon demande un gagnant</translation>
    </message>
    <message>
        <source>the file is %1 bytes; a game file is at most 10 MB</source>
        <translation>le fichier fait %1 octets ; un fichier de partie fait au plus 10 Mo</translation>
    </message>
    <message>
        <source>not a game file: the JSON holds a list, not an object</source>
        <translation>pas un fichier de partie : le JSON contient une liste, pas un objet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Connect Four game (expected &apos;%2&apos;)</source>
        <translation>« %1 » n&apos;est pas une partie de Puissance 4 (« %2 » attendu)</translation>
    </message>
    <message>
        <source>the file has version %1, newer than this program reads (%2); a newer version of the program can open it</source>
        <translation>le fichier est en version %1, plus récente que ce que ce programme sait lire (%2) ; une version plus récente du programme peut l&apos;ouvrir</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>field &apos;clocks[%1]&apos;: must be between 0 and %2, not %3</source>
        <translation>champ « clocks[%1] » : doit être entre 0 et %2, pas %3</translation>
    </message>
    <message>
        <source>field &apos;clocks[%1]&apos;: a game without a time control has no clocks (found %2 ms)</source>
        <translation>champ « clocks[%1] » : une partie sans contrôle du temps n&apos;a pas de pendule (trouvé %2 ms)</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: %1 can still complete a line, so the time-out is their win</source>
        <translation>champ « result.winner » : %1 peut encore compléter une ligne, le dépassement de temps est donc sa victoire</translation>
    </message>
    <message>
        <source>field &apos;result.winner&apos;: %1 can no longer complete a line, so the time-out is a draw (null)</source>
        <translation>champ « result.winner » : %1 ne peut plus compléter de ligne, le dépassement de temps est donc une partie nulle (null)</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation>JSON non valide : %1 à la ligne %2, colonne %3</translation>
    </message>
</context>
<context>
    <name>MoveCommand</name>
    <message>
        <source>Move in column %1</source>
        <translation>Coup en colonne %1</translation>
    </message>
    <message>
        <source>Move in column %1 (replaces move %2)</source>
        <translation>Coup dans la colonne %1 (remplace le coup %2)</translation>
    </message>
    <message>
        <source>Move in column %1 (replaces moves %2-%3)</source>
        <translation>Coup dans la colonne %1 (remplace les coups %2 à %3)</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>not a number</source>
        <translation>pas un nombre</translation>
    </message>
    <message>
        <source>column %1 is out of range 1-%2</source>
        <translation>la colonne %1 est hors de l&apos;intervalle 1-%2</translation>
    </message>
    <message>
        <source>column is out of range 1-%1</source>
        <translation>la colonne est hors de l&apos;intervalle 1-%1</translation>
    </message>
    <message>
        <source>the game is already over (won at move %1)</source>
        <translation>la partie est déjà finie (gagnée au coup %1)</translation>
    </message>
    <message>
        <source>the game is already over (the board is full)</source>
        <translation>la partie est déjà finie (la grille est pleine)</translation>
    </message>
    <message>
        <source>column %1 is full</source>
        <translation>la colonne %1 est pleine</translation>
    </message>
    <message>
        <source>move %1 (&apos;%2&apos;): %3</source>
        <translation>coup %1 (« %2 ») : %3</translation>
    </message>
</context>
<context>
    <name>NumberParser</name>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number</source>
        <translation>--%1 : « %2 » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range %3-%4</source>
        <translation>--%1 : %2 est hors de l&apos;intervalle %3-%4</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number from 0 to %3</source>
        <translation>--%1 : « %2 » n&apos;est pas un nombre entier de 0 à %3</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not %3</source>
        <translation>--%1 : « %2 » n&apos;est pas %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range (more than %3, at most %4)</source>
        <translation>--%1 : %2 est hors de l&apos;intervalle (plus de %3, au plus %4)</translation>
    </message>
</context>
<context>
    <name>PlayCommand</name>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Essayez « %1 --help ».</translation>
    </message>
    <message>
        <source>cannot load %1: %2</source>
        <translation>impossible de charger %1 : %2</translation>
    </message>
</context>
<context>
    <name>ResourceOptions</name>
    <message>
        <source>Search threads sharing one table (default: every core, %1 here).</source>
        <translation>Threads de recherche partageant une table (par défaut : chaque cœur, ici %1).</translation>
    </message>
    <message>
        <source>Transposition table size in MiB (default %1).</source>
        <translation>Taille de la table de transposition en Mio (par défaut %1).</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket)</source>
        <translation>ce n&apos;est pas un fichier ordinaire (un périphérique, un tube ou une socket)</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>aucun nom de fichier donné</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>le dossier %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>seuls %1 octets sur %2 ont été écrits</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>cannot read %1: it is larger than %2 bytes, the most this kind of file may have</source>
        <translation>impossible de lire %1 : il dépasse %2 octets, le maximum pour ce genre de fichier</translation>
    </message>
</context>
<context>
    <name>ScoreText</name>
    <message>
        <source>estimate</source>
        <translation>estimation</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message numerus="yes">
        <source>win in %n</source>
        <translation>
            <numerusform>victoire en %n coup</numerusform>
            <numerusform>victoire en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in %n</source>
        <translation>
            <numerusform>défaite en %n coup</numerusform>
            <numerusform>défaite en %n coups</numerusform>
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
        <translation>Nulle avec le meilleur jeu</translation>
    </message>
    <message numerus="yes">
        <source>%1 can force a win in %n moves</source>
        <extracomment>%1 is a player&apos;s colour; %n counts only the winner&apos;s own moves.</extracomment>
        <translation>
            <numerusform>%1 force la victoire en %n coup</numerusform>
            <numerusform>%1 force la victoire en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Balanced (estimate, not proved)</source>
        <translation>Équilibré (estimation, non prouvé)</translation>
    </message>
    <message>
        <source>%1 is better (%2, estimate, not proved)</source>
        <translation>%1 est mieux (%2, estimation, non prouvé)</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <extracomment>A player&apos;s colour and number, e.g. &quot;Yellow (player 1)&quot;.</extracomment>
        <translation>%1 (joueur %2)</translation>
    </message>
    <message numerus="yes">
        <source>win in at most %n</source>
        <translation>
            <numerusform>victoire en %n coup au plus</numerusform>
            <numerusform>victoire en %n coups au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in at most %n</source>
        <translation>
            <numerusform>défaite en %n coup au plus</numerusform>
            <numerusform>défaite en %n coups au plus</numerusform>
        </translation>
    </message>
    <message>
        <source>at least a draw</source>
        <translation>au moins la nulle</translation>
    </message>
    <message>
        <source>at most a draw</source>
        <translation>au mieux la nulle</translation>
    </message>
    <message>
        <source>proving…</source>
        <translation>preuve en cours…</translation>
    </message>
    <message>
        <source>The board is full: a draw</source>
        <translation>Le plateau est plein : partie nulle</translation>
    </message>
    <message>
        <source>%1 has won</source>
        <translation>%1 a gagné</translation>
    </message>
</context>
<context>
    <name>c4::AnalysisPanel</name>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Meilleure suite</translation>
    </message>
    <message>
        <source>&amp;Start analysis</source>
        <translation>&amp;Lancer l&apos;analyse</translation>
    </message>
    <message>
        <source>Analyse the position shown until stopped</source>
        <translation>Analyser la position affichée jusqu&apos;à l&apos;arrêt</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Stop analysing</source>
        <translation>Arrêter l&apos;analyse</translation>
    </message>
    <message>
        <source>&amp;Keep analysing during play against the computer</source>
        <translation>Analyser a&amp;ussi en jouant contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Show the scores while you play: a teaching aid</source>
        <translation>Afficher les scores pendant la partie : une aide pour apprendre</translation>
    </message>
    <message>
        <source>The game is over: draw</source>
        <translation>La partie est terminée : nulle</translation>
    </message>
    <message>
        <source>The game is over: %1 won</source>
        <translation>La partie est terminée : %1 a gagné</translation>
    </message>
    <message>
        <source>Scores for %1 to move</source>
        <translation>Scores pour %1, qui a le trait</translation>
    </message>
    <message>
        <source>Best play after column %1: %2</source>
        <translation>Meilleur jeu après la colonne %1 : %2</translation>
    </message>
    <message>
        <source>full</source>
        <translation>pleine</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>No analysis. Press Start to analyse this position.</source>
        <translation>Pas d&apos;analyse. « Lancer l&apos;analyse » analyse cette position.</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profondeur %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nœuds</translation>
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
        <translation>bibliothèque d&apos;ouvertures</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimation</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player&apos;s name and colour, e.g. &quot;Anna (Yellow)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Column scores, best first</source>
        <translation>Scores des colonnes, meilleur d&apos;abord</translation>
    </message>
    <message>
        <source>The analysis waits while the computer plays (see Keep analysing below).</source>
        <translation>L&apos;analyse attend pendant que l&apos;ordinateur joue (voir « Continuer l&apos;analyse » ci-dessous).</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1, profondeur %2</translation>
    </message>
    <message>
        <source>Depth of its search: %1.</source>
        <translation>Profondeur de sa recherche : %1.</translation>
    </message>
</context>
<context>
    <name>c4::Autosave</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>no autosave slot is free in %1</source>
        <translation>aucun emplacement de sauvegarde automatique n&apos;est libre dans %1</translation>
    </message>
    <message>
        <source>The game left by a session that did not end normally could not be read (%1). The file was kept as %2.</source>
        <translation>La partie laissée par une session qui ne s&apos;est pas terminée normalement n&apos;a pas pu être lue (%1). Le fichier a été conservé sous %2.</translation>
    </message>
    <message>
        <source>The game left by a session that did not end normally could not be read (%1) and could not be moved aside; it stays as %2.</source>
        <translation>La partie laissée par une session qui ne s&apos;est pas terminée normalement n&apos;a pas pu être lue (%1) ni mise de côté ; elle reste sous %2.</translation>
    </message>
    <message>
        <source>the autosave was not started</source>
        <translation>la sauvegarde automatique n&apos;a pas été lancée</translation>
    </message>
    <message>
        <source>you may not write in %1</source>
        <translation>vous n’avez pas le droit d’écrire dans %1</translation>
    </message>
    <message>
        <source>cannot create a file in %1 (is the disk full?)</source>
        <translation>impossible de créer un fichier dans %1 (le disque est-il plein ?)</translation>
    </message>
</context>
<context>
    <name>c4::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Second joueur</translation>
    </message>
    <message>
        <source>Scores appear here while the engine analyses (Analyze in the Game menu).</source>
        <translation>Les scores s&apos;affichent ici pendant l&apos;analyse du moteur (Analyser dans le menu Partie).</translation>
    </message>
    <message>
        <source>Column %1 is full.</source>
        <translation>La colonne %1 est pleine.</translation>
    </message>
    <message>
        <source>Column %1: %2 for %3</source>
        <translation>Colonne %1 : %2 pour %3</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Click or press %1 to drop a piece in column %1.</source>
        <translation>Cliquez ou appuyez sur %1 pour lâcher un pion dans la colonne %1.</translation>
    </message>
    <message>
        <source>Click to drop a piece in column %1.</source>
        <translation>Cliquez pour lâcher un pion dans la colonne %1.</translation>
    </message>
    <message>
        <source>Column %1: %2 (best)</source>
        <translation>Colonne %1 : %2 (meilleure)</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Colonne %1 : %2</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>%1 (%2) a le trait</translation>
    </message>
    <message>
        <source>last move: %1 in column %2</source>
        <translation>dernier coup : %1 en colonne %2</translation>
    </message>
    <message>
        <source>hint: column %1</source>
        <translation>indice : colonne %1</translation>
    </message>
    <message>
        <source>column %1 is empty</source>
        <translation>la colonne %1 est vide</translation>
    </message>
    <message>
        <source>column %1 from the bottom: %2 (%3 of %4 filled)</source>
        <translation>colonne %1 depuis le bas : %2 (%3 cases sur %4 occupées)</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
</context>
<context>
    <name>c4::ClockView</name>
    <message>
        <source>time is up</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Pendules</translation>
    </message>
</context>
<context>
    <name>c4::Engine</name>
    <message>
        <source>the game is over; there is no move to search</source>
        <translation>la partie est terminée ; il n&apos;y a pas de coup à chercher</translation>
    </message>
    <message>
        <source>the engine chose column %1, which cannot be played</source>
        <translation>le moteur a choisi la colonne %1, qui ne peut pas être jouée</translation>
    </message>
    <message>
        <source>the engine failed: %1</source>
        <translation>le moteur a échoué : %1</translation>
    </message>
    <message>
        <source>the search ended without a result</source>
        <translation>la recherche s&apos;est terminée sans résultat</translation>
    </message>
</context>
<context>
    <name>c4::EvalGraph</name>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Move %1: %2 in column %3</source>
        <translation>Coup %1 : %2 en colonne %3</translation>
    </message>
    <message>
        <source>Mistake: this move gave away the result</source>
        <translation>Erreur : ce coup a gâché le résultat</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Graphique d&apos;évaluation</translation>
    </message>
</context>
<context>
    <name>c4::FileActions</name>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Connect Four games (*.c4game);;All files (*)</source>
        <translation>Parties de Puissance 4 (*.c4game);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Paste Moves</source>
        <translation>Coller des coups</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy a move string such as 4453 first.</source>
        <translation>Le presse-papiers ne contient pas de texte. Copiez d&apos;abord une suite de coups comme 4453.</translation>
    </message>
    <message>
        <source>Moves copied to the clipboard</source>
        <translation>Coups copiés dans le presse-papiers</translation>
    </message>
    <message>
        <source>Connect %1 on %2 × %3, moves: %4</source>
        <translation>Aligner %1 sur %2 × %3, coups : %4</translation>
    </message>
    <message>
        <source>Position copied to the clipboard</source>
        <translation>Position copiée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>This game has changes that are not saved. Save them first?</source>
        <translation>Cette partie a des modifications non enregistrées. Les enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Connect Four games (*.c4game)</source>
        <translation>Parties de Puissance 4 (*.c4game)</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>Cannot Import Moves</source>
        <translation>Impossible d&apos;importer les coups</translation>
    </message>
    <message>
        <source>The moves could not be read:
%1

The current game is unchanged.</source>
        <translation>Impossible de lire les coups :
%1

La partie en cours n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>The computer waits: press Resume (P) to let it play from here.</source>
        <translation>L&apos;ordinateur attend : appuyez sur Relancer (P) pour qu&apos;il joue à partir d&apos;ici.</translation>
    </message>
    <message>
        <source>Import Moves</source>
        <translation>Importer des coups</translation>
    </message>
    <message>
        <source>Move strings (*.txt);;All files (*)</source>
        <translation>Suites de coups (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export Moves</source>
        <translation>Exporter les coups</translation>
    </message>
    <message>
        <source>moves.txt</source>
        <translation>coups.txt</translation>
    </message>
    <message>
        <source>Move strings (*.txt)</source>
        <translation>Suites de coups (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export Moves</source>
        <translation>Impossible d&apos;exporter les coups</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Paste Moves</source>
        <translation>Co&amp;ller des coups</translation>
    </message>
    <message>
        <source>Play the moves of a move string from the clipboard, like 4453</source>
        <translation>Jouer les coups d&apos;une suite du presse-papiers, comme 4453</translation>
    </message>
    <message>
        <source>Import Moves from &amp;File…</source>
        <translation>Importer des coups depuis un &amp;fichier…</translation>
    </message>
    <message>
        <source>&amp;Copy Moves</source>
        <translation>&amp;Copier les coups</translation>
    </message>
    <message>
        <source>Copy the moves as a move string, like 4453</source>
        <translation>Copier les coups sous forme de suite, comme 4453</translation>
    </message>
    <message>
        <source>Export Moves to &amp;File…</source>
        <translation>Exporter les coups vers un &amp;fichier…</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vider le menu</translation>
    </message>
    <message>
        <source>The current game is unchanged.</source>
        <translation>La partie en cours est inchangée.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n’existe pas.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 n’est pas un fichier.</translation>
    </message>
    <message>
        <source>You may not read %1.</source>
        <translation>Vous n’avez pas le droit de lire %1.</translation>
    </message>
    <message>
        <source>%1 could not be saved; a file that was there is unchanged. Check that the folder exists, that you may write there and that the disk has room, or choose another place.</source>
        <translation>%1 n’a pas pu être enregistré ; un fichier déjà présent reste inchangé. Vérifiez que le dossier existe, que vous pouvez y écrire et que le disque a de la place, ou choisissez un autre emplacement.</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>%1 n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>%1 is not a Connect Four game.</source>
        <translation>%1 n’est pas une partie de Puissance 4.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of Connect Four. This version cannot open it; the newer one can.</source>
        <translation>%1 a été enregistré par une version plus récente de Puissance 4. Cette version ne peut pas l’ouvrir ; la plus récente le peut.</translation>
    </message>
    <message>
        <source>%1 is a Connect Four game, but it is damaged: a value in it is wrong.</source>
        <translation>%1 est une partie de Puissance 4, mais elle est endommagée : une valeur y est fausse.</translation>
    </message>
    <message>
        <source>Replace Game?</source>
        <translation>Remplacer la partie ?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 existe déjà. Le remplacer ?</translation>
    </message>
    <message>
        <source>File Changed</source>
        <translation>Fichier modifié</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since this window opened or saved it. Replace it with this game?</source>
        <translation>%1 a été modifié par une autre fenêtre ou un autre programme depuis que cette fenêtre l’a ouvert ou enregistré. Le remplacer par cette partie ?</translation>
    </message>
    <message>
        <source>Copy Position as &amp;Text</source>
        <translation>Copier la &amp;position en texte</translation>
    </message>
    <message>
        <source>The moves of %1 could not be imported:
%2</source>
        <translation>Impossible d&apos;importer les coups de %1 :
%2</translation>
    </message>
</context>
<context>
    <name>c4::Game</name>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>the game is paused</source>
        <translation>la partie est en pause</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>c&apos;est au tour de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>only a human player can resign</source>
        <translation>seul un joueur humain peut abandonner</translation>
    </message>
    <message>
        <source>the engine chose column %1, which cannot be played</source>
        <translation>le moteur a choisi la colonne %1, qui ne peut pas être jouée</translation>
    </message>
    <message>
        <source>the clock ran out before the move</source>
        <translation>le temps s&apos;est écoulé avant le coup</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (niveau %2)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>c4::GameActions</name>
    <message>
        <source>&amp;Resume Computer</source>
        <translation>&amp;Relancer l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>&amp;Mettre l&apos;ordinateur en pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back your last move (%1)</source>
        <translation>Reprendre votre dernier coup (%1)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Play the move taken back again (%1)</source>
        <translation>Rejouer le coup repris (%1)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show the best move for you (? or H)</source>
        <translation>Montrer le meilleur coup pour vous (? ou H)</translation>
    </message>
    <message>
        <source>&amp;Analyze</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Score every column while you think (A)</source>
        <translation>Évaluer chaque colonne pendant votre réflexion (A)</translation>
    </message>
    <message>
        <source>Score every move of the game and mark the mistakes</source>
        <translation>Évaluer chaque coup de la partie et marquer les erreurs</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>É&amp;changer les camps</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Exchange the two players: play the other colour</source>
        <translation>Échanger les deux joueurs : jouer l&apos;autre couleur</translation>
    </message>
    <message>
        <source>Pause or resume the computer (P)</source>
        <translation>Mettre en pause ou relancer l&apos;ordinateur (P)</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
</context>
<context>
    <name>c4::GameOverBar</name>
    <message>
        <source>&amp;Play Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>A new game with the same players, board and clocks; the other player starts</source>
        <translation>Une nouvelle partie avec les mêmes joueurs, le même plateau et les mêmes pendules ; l&apos;autre joueur commence</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <source>Score every move of this game and mark the mistakes</source>
        <translation>Évaluer chaque coup de cette partie et marquer les erreurs</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>c4::GameStatus</name>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Nulle : le plateau est plein.</translation>
    </message>
    <message>
        <source>Draw: time ran out, but nobody could win any more.</source>
        <translation>Nulle : le temps est écoulé, mais plus personne ne pouvait gagner.</translation>
    </message>
    <message>
        <source>%1 resigned. Winner: %2</source>
        <translation>%1 a abandonné. Gagnant : %2</translation>
    </message>
    <message>
        <source>Paused: %1 (%2) to move</source>
        <translation>En pause : %1 (%2) a le trait</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 waits. Resume (P) lets it play from here.</source>
        <translation>Coup %1 sur %2 : %3 attend. Relancer (P) le fait jouer à partir d&apos;ici.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 (%4) to move</source>
        <translation>Coup %1 sur %2 : %3 (%4) a le trait</translation>
    </message>
    <message>
        <source>%1 (%2) to move</source>
        <translation>%1 (%2) a le trait</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <source>Analysis paused during play</source>
        <translation>Analyse en pause pendant la partie</translation>
    </message>
    <message>
        <source>Analysis: the game is over</source>
        <translation>Analyse : la partie est terminée</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>book</source>
        <translation>bibliothèque d&apos;ouvertures</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimation</translation>
    </message>
    <message>
        <source>Analysing · depth %1 · %2</source>
        <translation>Analyse · profondeur %1 · %2</translation>
    </message>
    <message>
        <source>Analysis done · %1</source>
        <translation>Analyse terminée · %1</translation>
    </message>
    <message>
        <source>Paused: press Resume (P) to continue</source>
        <translation>En pause : appuyez sur Relancer (P) pour continuer</translation>
    </message>
    <message>
        <source>Move %1 was replaced; Undo brings it back.</source>
        <translation>Le coup %1 a été remplacé ; Annuler le rétablit.</translation>
    </message>
    <message>
        <source>Moves %1-%2 were replaced; Undo brings them back.</source>
        <translation>Les coups %1 à %2 ont été remplacés ; Annuler les rétablit.</translation>
    </message>
    <message>
        <source>Analysis failed: %1</source>
        <translation>L&apos;analyse a échoué : %1</translation>
    </message>
    <message numerus="yes">
        <source>Review done: %n mistake(s)</source>
        <translation>
            <numerusform>Revue terminée : %n erreur</numerusform>
            <numerusform>Revue terminée : %n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) to move: click a column or press 1-%3</source>
        <translation>%1 (%2) a le trait : cliquez sur une colonne ou tapez 1 à %3</translation>
    </message>
    <message>
        <source>%1 (%2) to move: click a column or type 1-%3</source>
        <translation>%1 (%2) a le trait : cliquez sur une colonne ou tapez son numéro (1 à %3)</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <extracomment>%1 is a colour, %2 the player&apos;s name: &quot;Yellow wins: Ann&quot;.</extracomment>
        <translation>%1 gagne : %2</translation>
    </message>
    <message>
        <source>%1 wins on time: %2</source>
        <translation>%1 gagne au temps : %2</translation>
    </message>
    <message>
        <source>Hint: column %1 (%2). Type %1 to play it.</source>
        <translation>Indice : colonne %1 (%2). Tapez %1 pour la jouer.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing the game: %n positions left</source>
        <translation>
            <numerusform>Revue de la partie : encore %n position</numerusform>
            <numerusform>Revue de la partie : encore %n positions</numerusform>
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
        <translation>%1×%2, %3 alignés</translation>
    </message>
    <message>
        <source>Tally on %1: %2 %3, %4 %5, draws %6</source>
        <extracomment>The running score between two players, e.g. &quot;Tally on 7x6: Ann 3, Computer (level 7) 2, draws 1&quot;.</extracomment>
        <translation>Bilan sur %1 : %2 %3, %4 %5, nulles %6</translation>
    </message>
</context>
<context>
    <name>c4::HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>Two players take turns dropping a stone into one of the columns of an upright board; it falls to the lowest free cell. Whoever first gets as many stones in a line as the game asks for (four in Connect Four) wins: across, up and down or diagonally. A full board without such a line is a draw. File &gt; New Game chooses the board (1×1 to 40×40), how many to connect, the players and the time.</source>
        <translation>Deux joueurs lâchent à tour de rôle un pion dans une des colonnes d&apos;une grille verticale ; il tombe dans la case libre la plus basse. Le premier qui aligne autant de pions que la partie le demande (quatre au Puissance 4) gagne : en ligne, en colonne ou en diagonale. Une grille pleine sans alignement est une partie nulle. Fichier &gt; Nouvelle partie choisit la grille (1×1 à 40×40), combien aligner, les joueurs et le temps.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Click a column, or press its number: on boards of more than nine columns type two digits quickly (1 then 2 is column 12). Left and Right move the marker above the board, Enter, Space or Down drop there. Ctrl+Z takes back your last move (against the computer also its reply), ? or H gives a hint, A analyses, P pauses the computer, F1 opens this page. Ctrl+Y or Ctrl+Shift+Z plays a move taken back again.</source>
        <translation>Cliquez sur une colonne ou tapez son numéro : sur les grilles de plus de neuf colonnes, tapez deux chiffres rapidement (1 puis 2 est la colonne 12). Gauche et Droite déplacent le repère au-dessus de la grille, Entrée, Espace ou Bas y lâchent le pion. Ctrl+Z reprend votre dernier coup (contre l&apos;ordinateur aussi sa réponse), ? ou H donne un conseil, A analyse, P met l&apos;ordinateur en pause, F1 ouvre cette page. Ctrl+Y ou Ctrl+Maj+Z rejoue un coup repris.</translation>
    </message>
    <message>
        <source>Reading a score</source>
        <translation>Lire une évaluation</translation>
    </message>
    <message>
        <source>A score is for one player. &quot;+3 win in 5&quot;: that player wins with their 5th stone from now whatever the other does; the larger the number in front, the sooner. &quot;−2 loss in 9&quot;: the other player wins with their 9th stone from now. &quot;draw&quot;: with best play on both sides the board fills up. &quot;+0.42 estimate&quot;: the engine has not proved the result yet; above 0 is better for that player, and the further from 0 the clearer.</source>
        <translation>Une évaluation vaut pour un joueur. « +3 victoire en 5 coups » : ce joueur gagne avec son 5e pion à partir de maintenant, quoi que fasse l&apos;autre ; plus le nombre devant est grand, plus c&apos;est tôt. « −2 défaite en 9 coups » : l&apos;autre joueur gagne avec son 9e pion à partir de maintenant. « nulle » : avec le meilleur jeu des deux côtés, la grille se remplit. « +0,42 estimation » : le moteur n&apos;a pas encore prouvé le résultat ; au-dessus de 0 c&apos;est mieux pour ce joueur, et plus on s&apos;éloigne de 0, plus c&apos;est net.</translation>
    </message>
    <message>
        <source>Under the board and in the analysis panel a score is for the player to move. The move list and the evaluation graph keep one side for the whole game, the first player&apos;s (Yellow): the colour tells who is ahead, yellow or red.</source>
        <translation>Sous la grille et dans le panneau d&apos;analyse, une évaluation vaut pour le joueur qui a le trait. La liste des coups et la courbe d&apos;évaluation gardent un seul côté pour toute la partie, celui du premier joueur (Jaune) : la couleur dit qui mène, jaune ou rouge.</translation>
    </message>
    <message>
        <source>The analysis</source>
        <translation>L&apos;analyse</translation>
    </message>
    <message>
        <source>Analyze scores every column of the position shown, best first, with the best line: the moves both players would make from there. The best column is filled under the board.</source>
        <translation>Analyser évalue chaque colonne de la position affichée, la meilleure d&apos;abord, avec la meilleure suite : les coups que les deux joueurs joueraient à partir de là. Sous la grille, la meilleure colonne est remplie.</translation>
    </message>
    <message>
        <source>Click a move in the list or a point of the graph to see the board at that moment; playing from there starts a new line (Undo brings the old one back). Review Game scores every move and marks with ?? those that threw away a win or a draw.</source>
        <translation>Cliquez sur un coup de la liste ou un point de la courbe pour voir la grille à ce moment ; jouer à partir de là commence une nouvelle suite (Annuler ramène l&apos;ancienne). Revoir la partie évalue chaque coup et marque de ?? ceux qui ont gâché une victoire ou une nulle.</translation>
    </message>
    <message>
        <source>In the move list and the graph the arrow keys walk through the moves, and digits typed there still play on the board. Escape closes the bar that announces the end of a game.</source>
        <translation>Dans la liste des coups et la courbe, les flèches parcourent les coups, et les chiffres tapés là jouent toujours dans la grille. Échap ferme la barre qui annonce la fin d&apos;une partie.</translation>
    </message>
</context>
<context>
    <name>c4::MainWindow</name>
    <message>
        <source>Cannot play there: %1</source>
        <translation>Impossible de jouer là : %1</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Problème du moteur</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Import Moves</source>
        <translation>&amp;Importer des coups</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Start a new game: board size, players, levels and time (%1)</source>
        <translation>Commencer une nouvelle partie : taille du plateau, joueurs, niveaux et temps (%1)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>&amp;About Connect Four</source>
        <translation>À &amp;propos de Puissance 4</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>About Connect Four</source>
        <translation>À propos de Puissance 4</translation>
    </message>
    <message>
        <source>Restore Game?</source>
        <translation>Restaurer la partie ?</translation>
    </message>
    <message>
        <source>Cannot Restore Game</source>
        <translation>Impossible de restaurer la partie</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>L&apos;enregistrement automatique a échoué : %1</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Réinitialiser la disposition</translation>
    </message>
    <message>
        <source>Bring back every panel in its first place</source>
        <translation>Remettre chaque panneau à sa place d&apos;origine</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>Connect Four %1

Play and analyse Connect Four and every connect-N variant on boards from 1×1 to 40×40, against the computer at ten levels from beginner to perfect.

Help &gt; How to Play explains the rules, the keys and the scores.</source>
        <translation>Puissance 4 %1

Jouer et analyser Puissance 4 et toutes ses variantes à N pions sur des plateaux de 1×1 à 40×40, contre l&apos;ordinateur à dix niveaux, du débutant au jeu parfait.

Aide &gt; Comment jouer explique les règles, les touches et les évaluations.</translation>
    </message>
    <message>
        <source>Computer against computer: press Resume (P) to let them play.</source>
        <translation>Ordinateur contre ordinateur : appuyez sur Relancer (P) pour qu&apos;ils jouent.</translation>
    </message>
    <message>
        <source>Connect Four did not close normally last time. Restore the game that was in progress?

Discard deletes it; Cancel keeps it for the next start.</source>
        <translation>Puissance 4 ne s’est pas fermé normalement la dernière fois. Restaurer la partie en cours ?

« Ne pas tenir compte » la supprime ; Annuler la garde pour le prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>c4::MoveList</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>The position before the first move</source>
        <translation>La position avant le premier coup</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>Pas encore évalué</translation>
    </message>
    <message>
        <source>Mistake: this move turned a win into a draw. %1</source>
        <translation>Erreur : ce coup a changé une victoire en nulle. %1</translation>
    </message>
    <message>
        <source>Mistake: this move turned a win into a loss. %1</source>
        <translation>Erreur : ce coup a changé une victoire en défaite. %1</translation>
    </message>
    <message>
        <source>Mistake: this move turned a draw into a loss. %1</source>
        <translation>Erreur : ce coup a changé une nulle en défaite. %1</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Coups de la partie</translation>
    </message>
    <message>
        <source>Evaluation for %1</source>
        <translation>Évaluation pour %1</translation>
    </message>
    <message>
        <source>?? %1 (%2 threw away the win)</source>
        <extracomment>Move list: &quot;??&quot; marks a blunder, as in chess notation; %2 is the player who made it.</extracomment>
        <translation>?? %1 (%2 a gâché la victoire)</translation>
    </message>
    <message>
        <source>?? %1 (%2 threw away the draw)</source>
        <translation>?? %1 (%2 a gâché la nulle)</translation>
    </message>
</context>
<context>
    <name>c4::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Préréglage :</translation>
    </message>
    <message>
        <source>&amp;Size (columns × rows):</source>
        <translation>&amp;Taille (colonnes × lignes) :</translation>
    </message>
    <message>
        <source>&amp;Connect:</source>
        <translation>&amp;Alignement :</translation>
    </message>
    <message>
        <source>Columns, 1 to 40</source>
        <translation>Colonnes, de 1 à 40</translation>
    </message>
    <message>
        <source>Rows, 1 to 40</source>
        <translation>Lignes, de 1 à 40</translation>
    </message>
    <message>
        <source>How many stones in a row win, 1 to 40</source>
        <translation>Combien de pions alignés gagnent, de 1 à 40</translation>
    </message>
    <message>
        <source>Standard: %1 × %2, connect %3</source>
        <translation>Standard : %1 × %2, aligner %3</translation>
    </message>
    <message>
        <source>%1 × %2, connect %3</source>
        <translation>%1 × %2, aligner %3</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Plays as:</source>
        <translation>Joue en tant que :</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <source>1 is a beginner, 10 plays perfectly where it can</source>
        <translation>1 est un débutant, 10 joue parfaitement quand il le peut</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Qui commence :</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Contrôle du temps :</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sans limite de temps</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <source>Clock with increment</source>
        <translation>Pendule avec incrément</translation>
    </message>
    <message>
        <source>Seconds per move:</source>
        <translation>Secondes par coup :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Minutes per player:</source>
        <translation>Minutes par joueur :</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Incrément par coup :</translation>
    </message>
    <message>
        <source>Start Game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The board needs between %1 and %2 columns, not %3.</source>
        <translation>Le plateau doit avoir entre %1 et %2 colonnes, pas %3.</translation>
    </message>
    <message>
        <source>The board needs between %1 and %2 rows, not %3.</source>
        <translation>Le plateau doit avoir entre %1 et %2 lignes, pas %3.</translation>
    </message>
    <message>
        <source>Connect must be between %1 and %2, not %3.</source>
        <translation>L&apos;alignement doit être entre %1 et %2, pas %3.</translation>
    </message>
    <message>
        <source> of 10</source>
        <extracomment>After the level number: &quot;5 of 10&quot;.</extracomment>
        <translation> sur 10</translation>
    </message>
    <message>
        <source>%1 in a row does not fit on a %2 × %3 board: nobody can win, every game is a draw. A connect of at most %4 can be won.</source>
        <translation>%1 alignés ne tiennent pas sur une grille de %2 × %3 : personne ne peut gagner, chaque partie est nulle. Un alignement d’au plus %4 peut être gagné.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
</context>
<context>
    <name>c4::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Falling pieces:</source>
        <translation>&amp;Chute des pions :</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sans animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Show &amp;scores under the columns</source>
        <translation>Afficher les &amp;scores sous les colonnes</translation>
    </message>
    <message>
        <source>While the engine analyses, each column shows what playing there is worth.</source>
        <translation>Pendant l&apos;analyse, chaque colonne montre ce que vaut un coup à cet endroit.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>&amp;Mémoire :</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <source>Memory for the engine&apos;s position tables, shared by the computer player and the analysis; more helps on large boards.</source>
        <translation>Mémoire pour les tables de positions du moteur, partagée entre l&apos;ordinateur et l&apos;analyse ; davantage aide sur les grands plateaux.</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s time per move:</source>
        <translation>Temps de l&apos;&amp;ordinateur par coup :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Used when the game has no time control.</source>
        <translation>Utilisé quand la partie n&apos;a pas de contrôle du temps.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Each level&apos;s own (level 10: up to %1 s)</source>
        <translation>Celui de chaque niveau (niveau 10 : jusqu’à %1 s)</translation>
    </message>
    <message numerus="yes">
        <source>Processor cores the engine uses to prove scores (this computer has %n).</source>
        <translation>
            <numerusform>Cœurs de processeur utilisés par le moteur pour prouver les scores (cet ordinateur en a %n).</numerusform>
            <numerusform>Cœurs de processeur utilisés par le moteur pour prouver les scores (cet ordinateur en a %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>T&amp;hreads :</translation>
    </message>
</context>
<context>
    <name>c4::cli</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Generates the exact score of every position up to a ply (mirror positions folded), appending &apos;&lt;moves&gt; &lt;score&gt;&apos; lines to FILE as it goes: stop it at any time and run the same command again to resume. Only the deepest ply is solved; shallower plies are derived from their children. With --pack, turns such a file into the compact book that is embedded in the program.</source>
        <translation>Calcule le score exact de chaque position jusqu&apos;à un demi-coup (positions miroirs regroupées) en ajoutant au fur et à mesure des lignes « &lt;coups&gt; &lt;score&gt; » à FICHIER : arrêtez-le à tout moment et relancez la même commande pour reprendre. Seul le demi-coup le plus profond est résolu ; les moins profonds sont déduits de leurs successeurs. Avec --pack, transforme un tel fichier en bibliothèque compacte intégrée au programme.</translation>
    </message>
    <message>
        <source>every position up to this ply</source>
        <translation>chaque position jusqu&apos;à ce demi-coup</translation>
    </message>
    <message>
        <source>the file to append to (or, with --pack, to write)</source>
        <translation>le fichier à compléter (ou, avec --pack, à écrire)</translation>
    </message>
    <message>
        <source>board, WxH or WxHxN, at most 64 cells with the spare row (default 7x6x4)</source>
        <translation>plateau, LxH ou LxHxN, au plus 64 cases avec la ligne de réserve (7x6x4 par défaut)</translation>
    </message>
    <message>
        <source>pack this progress file into the compact book written to --out</source>
        <translation>compacter ce fichier de progression en bibliothèque écrite dans --out</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <source>--ply P and --out FILE are required</source>
        <translation>--ply P et --out FICHIER sont requis</translation>
    </message>
    <message>
        <source>--size: %1 is too big for a book (width x (height + 1) must be at most 64)</source>
        <translation>--size : %1 est trop grand pour une bibliothèque (largeur x (hauteur + 1) doit valoir au plus 64)</translation>
    </message>
    <message>
        <source>cannot cut the unfinished last line of %1: %2</source>
        <translation>impossible de couper la dernière ligne inachevée de %1 : %2</translation>
    </message>
    <message>
        <source>board as WxH or WxHxN (default 7x6x4)</source>
        <translation>plateau sous la forme LxH ou LxHxN (7x6x4 par défaut)</translation>
    </message>
    <message>
        <source>milliseconds per move at most (default 100)</source>
        <translation>millisecondes par coup au plus (100 par défaut)</translation>
    </message>
    <message>
        <source>seed of openings and mistakes (default 1)</source>
        <translation>graine des ouvertures et des erreurs (1 par défaut)</translation>
    </message>
    <message>
        <source>games played at once (default 1)</source>
        <translation>parties jouées en même temps (1 par défaut)</translation>
    </message>
    <message>
        <source>transposition table per player in MiB (default 16)</source>
        <translation>table de transposition par joueur en Mio (16 par défaut)</translation>
    </message>
    <message>
        <source>print one line per game</source>
        <translation>afficher une ligne par partie</translation>
    </message>
    <message>
        <source>--levels A,B is required</source>
        <translation>--levels A,B est requis</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; is not two levels from 1 to 10 such as 5,4</source>
        <translation>--levels : « %1 » n&apos;est pas deux niveaux de 1 à 10 comme 5,4</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>level %1 wins</source>
        <translation>le niveau %1 gagne</translation>
    </message>
    <message>
        <source>Prints the 1-based column the engine plays in POSITION (the moves so far, 1-based: &quot;4453&quot; on boards of up to 9 columns, a list such as &quot;4,4,10,3&quot; on any board; &quot;&quot; is the empty board).</source>
        <translation>Affiche la colonne (comptée à partir de 1) que le moteur joue dans POSITION (les coups déjà joués, comptés à partir de 1 : « 4453 » sur les plateaux d&apos;au plus 9 colonnes, une liste comme « 4,4,10,3 » sur tout plateau ; « » est le plateau vide).</translation>
    </message>
    <message>
        <source>the moves played so far</source>
        <translation>les coups joués jusqu&apos;ici</translation>
    </message>
    <message>
        <source>skill level 1-10 (default 10, the solver)</source>
        <translation>niveau 1-10 (10 par défaut, le solveur)</translation>
    </message>
    <message>
        <source>seed of the level&apos;s deliberate mistakes (default: random); the same seed gives the same move</source>
        <translation>graine des erreurs volontaires du niveau (par défaut : aléatoire) ; la même graine donne le même coup</translation>
    </message>
    <message>
        <source>expected one position, got %1 arguments (quote a list with spaces)</source>
        <translation>une position attendue, %1 arguments reçus (mettez une liste avec espaces entre guillemets)</translation>
    </message>
    <message>
        <source>position &apos;%1&apos;: %2</source>
        <translation>position « %1 » : %2</translation>
    </message>
    <message>
        <source>position &apos;%1&apos;: the game is over, there is no move to play</source>
        <translation>position « %1 » : la partie est terminée, il n&apos;y a pas de coup à jouer</translation>
    </message>
    <message>
        <source>expected &apos;moves score&apos;</source>
        <translation>« coups score » attendu</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>la partie est déjà terminée</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2 : %3</translation>
    </message>
    <message>
        <source>%1:%2: %3 solved as %4, expected %5</source>
        <translation>%1:%2 : %3 résolu en %4, attendu %5</translation>
    </message>
    <message>
        <source>Solves benchmark files of &apos;moves score&apos; lines (7x6) with a fresh table per position and
prints: FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z</source>
        <translation>Résout des fichiers de référence aux lignes « coups score » (7x6) avec une table neuve par position et
affiche : FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z</translation>
    </message>
    <message>
        <source>Benchmark files.</source>
        <translation>Fichiers de référence.</translation>
    </message>
    <message>
        <source>Stop each file after S seconds of solving.</source>
        <translation>Arrêter chaque fichier après S secondes de résolution.</translation>
    </message>
    <message>
        <source>Only win/draw/loss (scores -1, 0, 1).</source>
        <translation>Seulement victoire/nulle/défaite (scores -1, 0, 1).</translation>
    </message>
    <message>
        <source>Reads one position a line (columns played, 1-based; an empty line is the empty board) and
writes &apos;&lt;position&gt; &lt;score&gt;&apos;, the exact score for the side to move, as Pons&apos; c4solver does.</source>
        <translation>Lit une position par ligne (colonnes jouées, à partir de 1 ; une ligne vide est le plateau vide) et
écrit « &lt;position&gt; &lt;score&gt; », le score exact pour le camp au trait, comme le c4solver de Pons.</translation>
    </message>
    <message>
        <source>Only win/draw/loss: scores 1, 0, -1.</source>
        <translation>Seulement victoire/nulle/défaite : scores 1, 0, -1.</translation>
    </message>
    <message>
        <source>Write the score of every column (-1000 for a full one).</source>
        <translation>Écrire le score de chaque colonne (-1000 pour une colonne pleine).</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>too long (%1 bytes)</source>
        <translation>trop long (%1 octets)</translation>
    </message>
    <message>
        <source>the game is already over: move %1 wins</source>
        <translation>la partie est déjà terminée : le coup %1 gagne</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>le plateau est plein</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>premier joueur</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>second joueur</translation>
    </message>
    <message>
        <source>depth %1  nodes %2  speed %3 knodes/s  time %4 s%5</source>
        <translation>profondeur %1  nœuds %2  vitesse %3 knœuds/s  temps %4 s%5</translation>
    </message>
    <message>
        <source>  (book)</source>
        <translation>  (bibliothèque d&apos;ouvertures)</translation>
    </message>
    <message>
        <source>  (exact)</source>
        <translation>  (exact)</translation>
    </message>
    <message>
        <source>  (estimates)</source>
        <translation>  (estimations)</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>nature</translation>
    </message>
    <message>
        <source>line</source>
        <translation>suite</translation>
    </message>
    <message>
        <source>full</source>
        <translation>pleine</translation>
    </message>
    <message>
        <source>best: column %1 (%2)</source>
        <translation>meilleur : colonne %1 (%2)</translation>
    </message>
    <message>
        <source>Scores every column of a position, with the line of best play after it.
POSITION: 1-based columns played (&quot;4453&quot;, or &quot;4,4,10,3&quot; on wide boards);
none for the empty board.</source>
        <translation>Évalue chaque colonne d&apos;une position, suivie de la meilleure suite.
POSITION : colonnes jouées, comptées à partir de 1 (« 4453 », ou « 4,4,10,3 » sur les grands plateaux) ;
aucune pour le plateau vide.</translation>
    </message>
    <message>
        <source>The moves played so far.</source>
        <translation>Les coups joués jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>Stop after S seconds (default: until exact). Without --table-mb the table is then sized to the time: 64 MiB a second, at least 64.</source>
        <translation>Arrêter après S secondes (par défaut : jusqu&apos;au résultat exact). Sans --table-mb, la table suit alors le temps : 64 Mio par seconde, au moins 64.</translation>
    </message>
    <message>
        <source>Search at most D plies deep.</source>
        <translation>Chercher au plus à D demi-coups de profondeur.</translation>
    </message>
    <message>
        <source>Write JSON instead of text.</source>
        <translation>Écrire du JSON au lieu de texte.</translation>
    </message>
    <message>
        <source>give one POSITION (quote a list with spaces), not %1 arguments</source>
        <translation>donnez une POSITION (mettez une liste avec espaces entre guillemets), pas %1 arguments</translation>
    </message>
    <message>
        <source>play by a clock instead: seconds left on the mover&apos;s clock, optionally + seconds added per move (e.g. 60+2); the move takes a share of it and never more than half</source>
        <translation>jouer plutôt à la pendule : secondes restantes à la pendule du joueur au trait, éventuellement + secondes ajoutées par coup (p. ex. 60+2) ; le coup en prend une part, jamais plus de la moitié</translation>
    </message>
    <message>
        <source>--time and --clock cannot be combined: give one</source>
        <translation>--time et --clock ne peuvent pas être combinés : donnez-en un</translation>
    </message>
    <message>
        <source>--clock: &apos;%1&apos; is not seconds left, optionally +increment, such as 60+2</source>
        <translation>--clock : « %1 » n&apos;est pas un nombre de secondes restantes, éventuellement +incrément, comme 60+2</translation>
    </message>
    <message>
        <source>Answer positions in the embedded 7x6 opening book from it instead of solving them.</source>
        <translation>Répondre d&apos;après la bibliothèque d&apos;ouvertures 7x6 intégrée aux positions qu&apos;elle contient, au lieu de les résoudre.</translation>
    </message>
    <message>
        <source>Walk the lines of scores from the opening book to the end of the game (seconds per column).</source>
        <translation>Suivre les lignes des scores de la bibliothèque d&apos;ouvertures jusqu&apos;à la fin de la partie (quelques secondes par colonne).</translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation>un nombre de secondes</translation>
    </message>
    <message>
        <source>give at least one FILE</source>
        <translation>donnez au moins un FICHIER</translation>
    </message>
    <message>
        <source>positions are read from stdin, not from the command line (&apos;%1&apos;)</source>
        <translation>les positions sont lues sur stdin, pas sur la ligne de commande (« %1 »)</translation>
    </message>
    <message>
        <source>--opponent: &apos;%1&apos; is not an opponent this command knows; use classic:DEPTH (DEPTH %2-%3)</source>
        <translation>--opponent : « %1 » n&apos;est pas un adversaire connu de cette commande ; utilisez classic:PROFONDEUR (PROFONDEUR %2-%3)</translation>
    </message>
    <message>
        <source>--opponent: the depth in &apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>--opponent : la profondeur dans « %1 » n&apos;est pas un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <source>the two levels, as A,B (1-10); one level with --opponent</source>
        <translation>les deux niveaux, sous la forme A,B (1-10) ; un seul niveau avec --opponent</translation>
    </message>
    <message>
        <source>play --levels against the classic engine at DEPTH plies</source>
        <translation>faire jouer --levels contre le moteur classique à PROFONDEUR demi-coups</translation>
    </message>
    <message>
        <source>--levels L is required (the level that plays the classic engine)</source>
        <translation>--levels L est obligatoire (le niveau qui joue contre le moteur classique)</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; is not one level from 1 to 10; with --opponent it names the single level that plays the classic engine</source>
        <translation>--levels : « %1 » n&apos;est pas un niveau de 1 à 10 ; avec --opponent il nomme le seul niveau qui joue contre le moteur classique</translation>
    </message>
    <message>
        <source>classic %1</source>
        <translation>classique %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>niveau %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>Only prove the best column, as level 10 does to choose its move (the other columns&apos; scores may be mere bounds).</source>
        <translation>Ne prouver que la meilleure colonne, comme le niveau 10 pour choisir son coup (les scores des autres colonnes peuvent n’être que des bornes).</translation>
    </message>
    <message>
        <source>Time with the process&apos;s CPU time (all threads) instead of the wall clock.</source>
        <translation>Mesurer avec le temps CPU du processus (tous les threads) au lieu de l&apos;horloge.</translation>
    </message>
    <message>
        <source>instead of --time-ms, each level thinks its own time per move (as with no time set; level 10: 5 s) times F, so a match runs quicker at the levels&apos; own proportions</source>
        <translation>au lieu de --time-ms, chaque niveau réfléchit son propre temps par coup (comme sans temps donné ; niveau 10 : 5 s) multiplié par F, pour qu&apos;un match aille plus vite dans les proportions des niveaux</translation>
    </message>
    <message>
        <source>give --time-ms or --time-scale, not both</source>
        <translation>donnez --time-ms ou --time-scale, pas les deux</translation>
    </message>
    <message>
        <source>a factor</source>
        <translation>un facteur</translation>
    </message>
    <message>
        <source>seconds to think at most (default: the level&apos;s own time, 5 s at level 10); without --table-mb the table is sized to the move&apos;s time, 64 MiB a second, at least 64</source>
        <translation>secondes de réflexion au plus (par défaut : le temps du niveau, 5 s au niveau 10) ; sans --table-mb, la table est dimensionnée selon le temps du coup : 64 Mio par seconde, au moins 64</translation>
    </message>
    <message>
        <source>search threads per player (default 1; the window gives the computer every core)</source>
        <translation>threads de recherche par joueur (1 par défaut ; dans la fenêtre, l’ordinateur utilise tous les cœurs)</translation>
    </message>
    <message>
        <source>(depth %1) %2</source>
        <translation>(profondeur %1) %2</translation>
    </message>
    <message>
        <source>Plays skill level A against level B. Game pairs start from the same random opening of 2 to 4 moves, A moving first in one and B in the other. The score counts a win 1 and a draw 1/2.
With --opponent classic:DEPTH, --levels names one level, which plays the seeds&apos; classic engine searching DEPTH plies (1-20, no time limit) from random 2-move openings, colours alternating; every game and the score are reported for the level.
With --position MOVES every game starts from that position instead, colours alternating over each pair: to study where a game is won or lost, or what a move is worth in play.</source>
        <translation>Fait jouer le niveau A contre le niveau B. Les parties vont par paires depuis la même ouverture aléatoire de 2 à 4 coups, A commençant dans l&apos;une et B dans l&apos;autre. Une victoire compte 1 et une nulle 1/2.
Avec --opponent classic:PROFONDEUR, --levels nomme un seul niveau, qui joue contre le moteur classique des seeds cherchant à PROFONDEUR demi-coups (1-20, sans limite de temps) depuis des ouvertures aléatoires de 2 coups, les couleurs alternant ; chaque partie et le score sont donnés du point de vue du niveau.
Avec --position COUPS chaque partie commence à cette position, les couleurs alternant dans chaque paire : pour voir où une partie se gagne ou se perd, ou ce que vaut un coup en jeu.</translation>
    </message>
    <message>
        <source>every game starts from this position (1-based columns, as analyze takes them) instead of a random opening</source>
        <translation>chaque partie commence à cette position (colonnes à partir de 1, comme analyze les prend) au lieu d’une ouverture aléatoire</translation>
    </message>
    <message>
        <source>--position &apos;%1&apos;: %2</source>
        <translation>--position « %1 » : %2</translation>
    </message>
    <message>
        <source>--position &apos;%1&apos;: the game is over, there is nothing to play</source>
        <translation>--position « %1 » : la partie est terminée, il n’y a rien à jouer</translation>
    </message>
    <message>
        <source>--side needs --position (from random openings the colours take turns)</source>
        <translation>--side demande --position (depuis des ouvertures aléatoires les couleurs alternent)</translation>
    </message>
    <message>
        <source>--side: &apos;%1&apos; is neither first nor second</source>
        <translation>--side : « %1 » n’est ni first ni second</translation>
    </message>
    <message>
        <source>games to play (default 100; odd: the last pair&apos;s opening is played once)</source>
        <translation>parties à jouer (100 par défaut ; impair : l’ouverture de la dernière paire est jouée une fois)</translation>
    </message>
    <message>
        <source>with --position: level A (the first of --levels, or the level against the classic engine) plays only the first player&apos;s stones (odd moves from the empty board) or the second&apos;s, instead of taking turns</source>
        <translation>avec --position : le niveau A (le premier de --levels, ou le niveau contre le moteur classique) ne joue que les pions du premier joueur (les coups impairs depuis le plateau vide) ou que ceux du second, au lieu d’alterner</translation>
    </message>
    <message>
        <source>connect4-cli match: warning: in --position &apos;%1&apos; the side to move can win at once (column %2)</source>
        <translation>connect4-cli match: avertissement : dans --position « %1 » le camp au trait peut gagner tout de suite (colonne %2)</translation>
    </message>
    <message>
        <source>level A&apos;s evaluation weights, as C4_EVAL_WEIGHTS takes them: window[1],...,window[N-1],threat,goodThreat,fillUp for connect N (default: the built-in ones, or the environment&apos;s)</source>
        <translation>poids de l&apos;évaluation du niveau A, comme C4_EVAL_WEIGHTS les prend : window[1],...,window[N-1],threat,goodThreat,fillUp pour aligner N (par défaut : ceux intégrés, ou ceux de l&apos;environnement)</translation>
    </message>
    <message>
        <source>level B&apos;s evaluation weights, as --weights-a</source>
        <translation>poids de l&apos;évaluation du niveau B, comme --weights-a</translation>
    </message>
    <message>
        <source>--weights-b: the classic engine has no evaluation weights (--weights-a gives the level&apos;s)</source>
        <translation>--weights-b : le moteur classique n&apos;a pas de poids d&apos;évaluation (--weights-a donne ceux du niveau)</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not %3 whole numbers separated by commas (connect %4: window[1] to window[%5], threat, goodThreat, fillUp)</source>
        <translation>--%1 : « %2 » n&apos;est pas %3 nombres entiers séparés par des virgules (aligner %4 : window[1] à window[%5], threat, goodThreat, fillUp)</translation>
    </message>
    <message>
        <source>--ply: every game on %1 is over before ply %2; the deepest ply with a position in play is %3</source>
        <translation>--ply : sur %1, toute partie est finie avant le demi-coup %2 ; le demi-coup le plus profond avec une position en jeu est %3</translation>
    </message>
    <message>
        <source>--out: %1 is the progress file given to --pack, which the packed book would overwrite</source>
        <translation>--out : %1 est le fichier de progression donné à --pack, que le livre compacté écraserait</translation>
    </message>
    <message>
        <source>%1: nothing to pack: not even the empty board&apos;s score is known</source>
        <translation>%1 : rien à empaqueter : même le score du plateau vide est inconnu</translation>
    </message>
    <message>
        <source>the game is already over: move %1 wins, nothing to analyse</source>
        <translation>la partie est déjà terminée : le coup %1 gagne, rien à analyser</translation>
    </message>
    <message>
        <source>the board is full, nothing to analyse</source>
        <translation>le plateau est plein, rien à analyser</translation>
    </message>
    <message numerus="yes">
        <source>Position %1 on %2, %n moves played, %3 to move</source>
        <translation>
            <numerusform>Position %1 sur %2, %n coup joué, %3 au trait</numerusform>
            <numerusform>Position %1 sur %2, %n coups joués, %3 au trait</numerusform>
        </translation>
    </message>
    <message>
        <source>--out needs a file name</source>
        <translation>--out demande un nom de fichier</translation>
    </message>
</context>
<context>
    <name>c4::cli::PlayOptions</name>
    <message>
        <source>Board size: width x height x connect (default 7x6x4).</source>
        <translation>Taille du plateau : largeur x hauteur x alignement (7x6x4 par défaut).</translation>
    </message>
    <message>
        <source>Number of columns (1-40).</source>
        <translation>Nombre de colonnes (1-40).</translation>
    </message>
    <message>
        <source>Number of rows (1-40).</source>
        <translation>Nombre de lignes (1-40).</translation>
    </message>
    <message>
        <source>Stones in a row that win (1-40).</source>
        <translation>Pions alignés qui gagnent (1-40).</translation>
    </message>
    <message>
        <source>Who plays, player 1 then player 2: human,computer (default), computer,human, human,human or computer,computer.</source>
        <translation>Qui joue, joueur 1 puis joueur 2 : human,computer (par défaut), computer,human, human,human ou computer,computer.</translation>
    </message>
    <message>
        <source>Skill level 1-10 of every computer player (default 5).</source>
        <translation>Niveau 1-10 de chaque joueur ordinateur (5 par défaut).</translation>
    </message>
    <message>
        <source>Skill levels of player 1 and player 2.</source>
        <translation>Niveaux du joueur 1 et du joueur 2.</translation>
    </message>
    <message>
        <source>Who moves first (plays x): 1, 2 or random (default).</source>
        <translation>Qui joue en premier (joue x) : 1, 2 ou random (par défaut).</translation>
    </message>
    <message>
        <source>Start from a saved .c4game file.</source>
        <translation>Partir d&apos;un fichier .c4game enregistré.</translation>
    </message>
    <message>
        <source>Seed for the random first player and the computer&apos;s choices (reproducible games).</source>
        <translation>Graine du premier joueur aléatoire et des choix de l&apos;ordinateur (parties reproductibles).</translation>
    </message>
    <message>
        <source>Plain text even on a terminal.</source>
        <translation>Texte brut même dans un terminal.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (options start with --)</source>
        <translation>argument inattendu « %1 » (les options commencent par --)</translation>
    </message>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 est donné plus d&apos;une fois</translation>
    </message>
    <message>
        <source>--size cannot be combined with --width, --height or --connect</source>
        <translation>--size ne peut pas être combiné avec --width, --height ou --connect</translation>
    </message>
    <message>
        <source>--players: &apos;%1&apos; must name two players, for example human,computer</source>
        <translation>--players : « %1 » doit nommer deux joueurs, par exemple human,computer</translation>
    </message>
    <message>
        <source>--players: &apos;%1&apos; is neither human nor computer</source>
        <translation>--players : « %1 » n&apos;est ni human ni computer</translation>
    </message>
    <message>
        <source>--level and --levels cannot be combined</source>
        <translation>--level et --levels ne peuvent pas être combinés</translation>
    </message>
    <message>
        <source>--levels: &apos;%1&apos; must give two levels, for example 3,7</source>
        <translation>--levels : « %1 » doit donner deux niveaux, par exemple 3,7</translation>
    </message>
    <message>
        <source>--first: &apos;%1&apos; must be 1, 2 or random</source>
        <translation>--first : « %1 » doit être 1, 2 ou random</translation>
    </message>
    <message>
        <source>--load needs a file name</source>
        <translation>--load demande un nom de fichier</translation>
    </message>
    <message>
        <source>Play Connect Four (or connect N on any board) in the terminal.
At the prompt: a column number plays; ? scores every column; u undo, r redo;
s FILE save, l FILE load (.c4game files, as the window); n new game; q quit; h help.
With --load, the file&apos;s players play unless --players or a level is given.
Exit status: 0 after q or at the end of input, 2 for a wrong command line.</source>
        <translation>Jouer à Puissance 4 (ou à aligner N sur tout plateau) dans le terminal.
À l&apos;invite : un numéro de colonne joue ; ? évalue chaque colonne ; u annule, r rétablit ;
s FICHIER enregistre, l FICHIER charge (fichiers .c4game, comme la fenêtre) ; n nouvelle partie ; q quitte ; h aide.
Avec --load, les joueurs du fichier jouent, sauf si --players ou un niveau est donné.
Code de sortie : 0 après q ou en fin d&apos;entrée, 2 pour une ligne de commande erronée.</translation>
    </message>
    <message>
        <source>Usage: %1 [options]</source>
        <translation>Usage : %1 [options]</translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation>un nombre de secondes</translation>
    </message>
    <message>
        <source>--load cannot be combined with --%1: the file gives the board and who moves first</source>
        <translation>--load ne peut pas être combiné avec --%1 : le fichier donne le plateau et qui commence</translation>
    </message>
    <message>
        <source>Seconds a computer may think per move, and how long ? thinks (at least 0.001; default: each level&apos;s own time, 1 s at level 1 to 5 s at level 10, and ? thinks as long as level 10).</source>
        <translation>Secondes de réflexion d&apos;un ordinateur par coup, et durée de réflexion de ? (au moins 0.001 ; par défaut : le temps propre à chaque niveau, de 1 s au niveau 1 à 5 s au niveau 10, et ? réfléchit autant que le niveau 10).</translation>
    </message>
</context>
<context>
    <name>c4::cli::TerminalCommand</name>
    <message>
        <source>type a column number 1-%1, or h for help</source>
        <translation>tapez un numéro de colonne 1-%1, ou h pour l&apos;aide</translation>
    </message>
    <message>
        <source>Empty line: %1.</source>
        <translation>Ligne vide : %1.</translation>
    </message>
    <message>
        <source>Column %1 is out of range: choose a column from 1 to %2.</source>
        <translation>La colonne %1 est hors limites : choisissez une colonne de 1 à %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a file name: %1 FILE.</source>
        <translation>« %1 » demande un nom de fichier : %1 FICHIER.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; takes no argument (got %2).</source>
        <translation>« %1 » ne prend pas d&apos;argument (reçu : %2).</translation>
    </message>
    <message>
        <source>%1 is not a column or a command: %2.</source>
        <translation>%1 n&apos;est ni une colonne ni une commande : %2.</translation>
    </message>
    <message>
        <source>That line is too long (%1 bytes): %2.</source>
        <translation>Cette ligne est trop longue (%1 octets) : %2.</translation>
    </message>
</context>
<context>
    <name>c4::cli::TerminalGame</name>
    <message>
        <source>player %1</source>
        <translation>joueur %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>computer %1 (level %2)</source>
        <translation>ordinateur %1 (niveau %2)</translation>
    </message>
    <message>
        <source>the computer (level %1)</source>
        <translation>l&apos;ordinateur (niveau %1)</translation>
    </message>
    <message>
        <source>Connect %1 on a %2x%3 board.</source>
        <translation>Aligner %1 sur un plateau de %2x%3.</translation>
    </message>
    <message>
        <source>x: %1. o: %2. x moves first.</source>
        <translation>x : %1. o : %2. x joue en premier.</translation>
    </message>
    <message>
        <source>Type a column number to play, ? for a hint, h for help.</source>
        <translation>Tapez un numéro de colonne pour jouer, ? pour un indice, h pour l&apos;aide.</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>Nulle : le plateau est plein.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Nulle.</translation>
    </message>
    <message>
        <source>you won :)</source>
        <translation>vous avez gagné :)</translation>
    </message>
    <message>
        <source>you lost :(</source>
        <translation>vous avez perdu :(</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 a gagné.</translation>
    </message>
    <message>
        <source> on time</source>
        <translation> au temps</translation>
    </message>
    <message>
        <source> by resignation</source>
        <translation> par abandon</translation>
    </message>
    <message>
        <source>%1 wins%2: %3</source>
        <translation>%1 gagne%2 : %3</translation>
    </message>
    <message>
        <source>Winning line (column,row): %1</source>
        <translation>Alignement gagnant (colonne,ligne) : %1</translation>
    </message>
    <message>
        <source>Game over: n starts a new game, u takes back, s FILE saves, q quits.</source>
        <translation>Partie terminée : n lance une nouvelle partie, u reprend un coup, s FICHIER enregistre, q quitte.</translation>
    </message>
    <message>
        <source>Game over [n, u, s FILE, q, h]: </source>
        <translation>Partie terminée [n, u, s FICHIER, q, h] : </translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <source>  1-%1       drop a stone in that column</source>
        <translation>  1-%1       lâcher un pion dans cette colonne</translation>
    </message>
    <message>
        <source>  ?          score every column and suggest a move</source>
        <translation>  ?          évaluer chaque colonne et suggérer un coup</translation>
    </message>
    <message>
        <source>  u          undo (your move and the computer&apos;s reply)</source>
        <translation>  u          annuler (votre coup et la réponse de l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>  r          redo</source>
        <translation>  r          rétablir</translation>
    </message>
    <message>
        <source>  s FILE     save the game (a .c4game file, the window opens it too)</source>
        <translation>  s FICHIER  enregistrer la partie (un fichier .c4game, la fenêtre l&apos;ouvre aussi)</translation>
    </message>
    <message>
        <source>  l FILE     load a saved game</source>
        <translation>  l FICHIER  charger une partie enregistrée</translation>
    </message>
    <message>
        <source>  q          quit</source>
        <translation>  q          quitter</translation>
    </message>
    <message>
        <source>  h          this help</source>
        <translation>  h          cette aide</translation>
    </message>
    <message>
        <source>Please answer y or n.</source>
        <translation>Répondez y ou n, s&apos;il vous plaît.</translation>
    </message>
    <message>
        <source>The game is not saved. %1 anyway?</source>
        <translation>La partie n&apos;est pas enregistrée. %1 quand même ?</translation>
    </message>
    <message>
        <source>End of input: quitting without saving.</source>
        <translation>Fin de l&apos;entrée : sortie sans enregistrer.</translation>
    </message>
    <message>
        <source>End of input: bye.</source>
        <translation>Fin de l&apos;entrée : au revoir.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Bye.</source>
        <translation>Au revoir.</translation>
    </message>
    <message>
        <source>The game is over: n starts a new game, u takes back a move.</source>
        <translation>La partie est terminée : n lance une nouvelle partie, u reprend un coup.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn: r redoes its move, u takes back further, n starts a new game.</source>
        <translation>C&apos;est au tour de l&apos;ordinateur : r rétablit son coup, u reprend davantage, n lance une nouvelle partie.</translation>
    </message>
    <message>
        <source>Column %1 is full: choose another column.</source>
        <translation>La colonne %1 est pleine : choisissez une autre colonne.</translation>
    </message>
    <message>
        <source>%1 plays column %2.</source>
        <translation>%1 joue la colonne %2.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>Took back 1 move.</source>
        <translation>1 coup repris.</translation>
    </message>
    <message>
        <source>Took back %1 moves.</source>
        <translation>%1 coups repris.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <source>Replayed 1 move.</source>
        <translation>1 coup rejoué.</translation>
    </message>
    <message>
        <source>Replayed %1 moves.</source>
        <translation>%1 coups rejoués.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>Saved the game to %1.</source>
        <translation>Partie enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>Charger %1</translation>
    </message>
    <message>
        <source>Not loaded.</source>
        <translation>Non chargé.</translation>
    </message>
    <message>
        <source>Could not load %1: %2</source>
        <translation>Impossible de charger %1 : %2</translation>
    </message>
    <message>
        <source>The current game goes on.</source>
        <translation>La partie en cours continue.</translation>
    </message>
    <message>
        <source>Loaded %1 (%2 moves).</source>
        <translation>%1 chargé (%2 coups).</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>Le moteur a échoué : %1</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to suggest.</source>
        <translation>La partie est terminée : rien à suggérer.</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Pas d&apos;indice : %1</translation>
    </message>
    <message>
        <source>the engine gave no analysis</source>
        <translation>le moteur n&apos;a donné aucune analyse</translation>
    </message>
    <message>
        <source>Scores for %1 (exact: win/draw/loss in moves; estimate: the search&apos;s guess):</source>
        <translation>Scores pour %1 (exact : victoire/nulle/défaite en coups ; estimation : l&apos;avis de la recherche) :</translation>
    </message>
    <message>
        <source>  column %1: </source>
        <translation>  colonne %1 : </translation>
    </message>
    <message>
        <source>full</source>
        <translation>pleine</translation>
    </message>
    <message>
        <source>Suggested move: column %1 (%2).</source>
        <translation>Coup suggéré : colonne %1 (%2).</translation>
    </message>
    <message>
        <source>The computer cannot move: u takes back, n starts a new game, q quits.</source>
        <translation>L&apos;ordinateur ne peut pas jouer : u reprend, n lance une nouvelle partie, q quitte.</translation>
    </message>
    <message>
        <source>The computer is not thinking.</source>
        <translation>L&apos;ordinateur ne réfléchit pas.</translation>
    </message>
    <message>
        <source>%1 (level %2) is thinking</source>
        <translation>%1 (niveau %2) réfléchit</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>%1 to move, %2 waits [r redo, u undo, n new, q quit, h help]: </source>
        <translation>%1 au trait, %2 attend [r rétablir, u annuler, n nouvelle, q quitter, h aide] : </translation>
    </message>
    <message>
        <source>  u          undo the last move</source>
        <translation>  u          annuler le dernier coup</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 existe déjà. Le remplacer ?</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Non enregistré.</translation>
    </message>
    <message>
        <source>Loaded %1 (1 move).</source>
        <translation>%1 chargé (1 coup).</translation>
    </message>
    <message>
        <source>Move %1 was replaced: u brings it back.</source>
        <translation>Le coup %1 a été remplacé : u le rétablit.</translation>
    </message>
    <message>
        <source>Moves %1-%2 were replaced: u brings them back.</source>
        <translation>Les coups %1 à %2 ont été remplacés : u les rétablit.</translation>
    </message>
    <message>
        <source>Autosave is off: %1</source>
        <translation>L&apos;enregistrement automatique est désactivé : %1</translation>
    </message>
    <message>
        <source>Restored the game (1 move).</source>
        <translation>Partie restaurée (1 coup).</translation>
    </message>
    <message>
        <source>Restored the game (%1 moves).</source>
        <translation>Partie restaurée (%1 coups).</translation>
    </message>
    <message>
        <source>Could not restore the game: %1</source>
        <translation>Impossible de restaurer la partie : %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>L&apos;enregistrement automatique a échoué : %1</translation>
    </message>
    <message>
        <source> (%1 left)</source>
        <translation> (reste %1)</translation>
    </message>
    <message>
        <source>%1, %2 to move%4 [1-%3, ? hint, h help]: </source>
        <translation>%1, %2 au trait%4 [1-%3, ? indice, h aide] : </translation>
    </message>
    <message>
        <source>Your move, %1%3 [1-%2, ? hint, h help]: </source>
        <translation>À vous, %1%3 [1-%2, ? indice, h aide] : </translation>
    </message>
    <message>
        <source>Time is up: the move came after the clock ran out.</source>
        <translation>Temps écoulé : le coup est arrivé après la fin du temps.</translation>
    </message>
    <message>
        <source>No answer: the unfinished game is kept for the next start.</source>
        <translation>Pas de réponse : la partie inachevée est gardée pour le prochain démarrage.</translation>
    </message>
    <message>
        <source>End of input: the game is kept; connect4-cli play offers it next time.</source>
        <translation>Fin de l&apos;entrée : la partie est conservée ; connect4-cli play la proposera la prochaine fois.</translation>
    </message>
    <message>
        <source>An earlier terminal game was not saved (it was left by Ctrl-D or did not end normally). Restore it?</source>
        <translation>Une partie précédente dans le terminal n&apos;a pas été enregistrée (quittée par Ctrl-D ou terminée anormalement). La restaurer ?</translation>
    </message>
    <message>
        <source>  n          new game (same board, players and clocks)</source>
        <translation>  n          nouvelle partie (même plateau, mêmes joueurs et pendules)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Connect Four</source>
        <translation>Puissance 4</translation>
    </message>
    <message>
        <source>Play and analyse Connect Four and connect-N on any board.</source>
        <translation>Jouer et analyser Puissance 4 et ses variantes à N pions sur tout plateau.</translation>
    </message>
    <message>
        <source>A saved game (.c4game) to open.</source>
        <translation>Une partie enregistrée (.c4game) à ouvrir.</translation>
    </message>
    <message>
        <source>Start on a board of W columns and H rows where N in a row win, for example 7x6x4 (N defaults to 4).</source>
        <translation>Commencer sur un plateau de W colonnes et H lignes où N pions alignés gagnent, par exemple 7x6x4 (N vaut 4 par défaut).</translation>
    </message>
    <message>
        <source>Start from these moves: 1-based columns, like 4453, or separated by commas on boards wider than 9 columns.</source>
        <translation>Partir de ces coups : colonnes comptées à partir de 1, comme 4453, ou séparées par des virgules sur les plateaux de plus de 9 colonnes.</translation>
    </message>
</context>
</TS>
