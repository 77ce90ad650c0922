# `cpack -G DEB` in the build folder: a Debian package of what `cmake
# --install` installs, under /usr. dpkg-shlibdeps finds the libraries the
# programs link (Qt 6 Core, Gui, Widgets, libstdc++, ...); the Qt platform
# plugins it cannot see (the window loads them at run time) are named here.
# tests/CMakeLists.txt builds, inspects and unpacks the package
# (resources/checkpackage.cmake).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME connect4)
set(CPACK_PACKAGE_VENDOR "The Connect Four developers")
set(CPACK_PACKAGE_CONTACT "Seed 049d25ee maintainers <maintainers@users.noreply.a-seed-049d25ee.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "play and analyse Connect Four and connect-N on any board")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${CONNECT4_HOMEPAGE})
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# Qt's own strings (standard buttons, --help) in German, French and Spanish.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# The long description under the summary; CPack indents it and turns the
# empty line into Debian's " ." paragraph break.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Play Connect Four against the computer at any strength, from a beginner
who misses threats to a perfect player, on the standard 7x6 board or any
board from 1x1 to 40x40 with any number of stones to connect, and see the
exact score of every column with the line of best play.

The package holds the window (connect4) and the terminal program
(connect4-cli), which plays in a terminal and solves, analyses and
benchmarks positions for scripts. English, German, French and Spanish.")
include(CPack)
