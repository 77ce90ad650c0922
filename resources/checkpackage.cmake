# Builds the Debian package of a build and checks that it is one a desktop
# installs: its name, version and dependencies; every file (both programs,
# menu entry, icons, AppStream metadata, MIME type, man pages); the menu
# entry and the metadata pass their validators; and, unpacked with dpkg -x,
# the programs run and print the project's version.
#   cmake -DBUILD_DIR=<build> -DOUT=<scratch> -DVERSION=<x.y.z> -DSOURCE_DIR=<src>
#         -DCPACK=<cpack> -DAPPSTREAM_ID=<id> -P checkpackage.cmake
cmake_minimum_required(VERSION 3.25)
foreach(var BUILD_DIR OUT VERSION SOURCE_DIR CPACK APPSTREAM_ID)
  if(NOT ${var})
    message(FATAL_ERROR "checkpackage.cmake needs -D${var}=...")
  endif()
endforeach()

function(fail)
  string(JOIN "" text ${ARGN})
  message(FATAL_ERROR "${text}")
endfunction()

# Runs a command; fails with its output unless it exits 0. The output lands
# in <name>_out.
macro(run name)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE run_result OUTPUT_VARIABLE ${name}_out
                  ERROR_VARIABLE run_errors)
  if(NOT run_result EQUAL 0)
    string(JOIN " " run_command ${ARGN})
    fail("${run_command} failed (${run_result}):\n${${name}_out}${run_errors}")
  endif()
endmacro()

file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")
run(cpack "${CPACK}" -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${OUT}")
file(GLOB deb "${OUT}/connect4_${VERSION}_*.deb")
list(LENGTH deb debs)
if(NOT debs EQUAL 1)
  fail("cpack did not write one connect4_${VERSION}_<arch>.deb in ${OUT}:\n${cpack_out}")
endif()

# The control file: the project's version, and the Qt 6 runtime libraries
# (from dpkg-shlibdeps) plus the platform plugins the window loads.
foreach(field Package Version Section Architecture Depends Description)
  run(field dpkg-deb --field "${deb}" ${field})
  string(STRIP "${field_out}" control_${field})
endforeach()
if(NOT control_Package STREQUAL "connect4" OR NOT control_Version STREQUAL VERSION
   OR NOT control_Section STREQUAL "games")
  fail("control file: Package '${control_Package}', Version '${control_Version}', Section '${control_Section}'; "
       "expected connect4, ${VERSION}, games")
endif()
foreach(dependency libqt6core6 libqt6gui6 libqt6widgets6 qt6-qpa-plugins libstdc\\+\\+6 libc6)
  if(NOT control_Depends MATCHES "(^|, )${dependency}( |,|$)")
    fail("Depends lacks ${dependency}: ${control_Depends}")
  endif()
endforeach()

# Every piece of a desktop application, where Debian looks for it.
run(contents dpkg-deb --contents "${deb}")
set(expected
  usr/bin/connect4
  usr/bin/connect4-cli
  usr/share/applications/connect4.desktop
  usr/share/metainfo/${APPSTREAM_ID}.metainfo.xml
  usr/share/mime/packages/connect4.xml
  usr/share/man/man6/connect4.6.gz
  usr/share/man/man6/connect4-cli.6.gz
  usr/share/icons/hicolor/scalable/apps/connect4.svg)
foreach(size 16 22 24 32 48 64 128 256)
  list(APPEND expected usr/share/icons/hicolor/${size}x${size}/apps/connect4.png)
endforeach()
foreach(file IN LISTS expected)
  string(REPLACE "+" "\\+" pattern "${file}")
  if(NOT contents_out MATCHES " \\./${pattern}\n")
    fail("the package lacks /${file}; it holds:\n${contents_out}")
  endif()
endforeach()

set(root "${OUT}/root")
run(unpack dpkg -x "${deb}" "${root}")

# The programs run from the unpacked package (the system's Qt 6), print the
# version CMake's project() gives, and carry the book and the translations.
set(ENV{QT_QPA_PLATFORM} offscreen)
foreach(program connect4 connect4-cli)
  run(version "${root}/usr/bin/${program}" --version)
  if(NOT version_out STREQUAL "${program} ${VERSION}\n")
    fail("${program} --version printed '${version_out}', expected '${program} ${VERSION}'")
  endif()
endforeach()
file(WRITE "${OUT}/empty-board.txt" "\n")
execute_process(COMMAND "${root}/usr/bin/connect4-cli" solve --book --analyze INPUT_FILE "${OUT}/empty-board.txt"
                OUTPUT_VARIABLE book_out RESULT_VARIABLE book_result)
if(NOT book_result EQUAL 0 OR NOT book_out STREQUAL " -2 -1 0 1 0 -1 -2\n")
  fail("the packaged connect4-cli does not answer the empty board from its book: '${book_out}'")
endif()
run(german "${root}/usr/bin/connect4-cli" --lang de --help)
if(NOT german_out MATCHES "Befehle:")
  fail("the packaged connect4-cli --lang de --help is not German:\n${german_out}")
endif()

# Validators: the menu entry, the AppStream metadata (offline: the
# screenshots are not fetched) and its launchable, the MIME type.
run(desktop desktop-file-validate "${root}/usr/share/applications/connect4.desktop")
if(NOT desktop_out STREQUAL "")
  fail("desktop-file-validate: ${desktop_out}")
endif()
run(appstream appstreamcli validate --no-net "${root}/usr/share/metainfo/${APPSTREAM_ID}.metainfo.xml")
run(appstream_tree appstreamcli validate-tree --no-net "${root}")
file(COPY "${root}/usr/share/mime" DESTINATION "${OUT}/mime-check")
run(mime update-mime-database "${OUT}/mime-check/mime")
file(READ "${OUT}/mime-check/mime/globs2" globs)
if(NOT globs MATCHES ":application/x-connect4-game:\\*\\.c4game")
  fail("update-mime-database did not learn *.c4game:\n${globs}")
endif()

# The metadata: a release for this version (the newest), the content
# rating, and every screenshot of docs/screenshots.
file(READ "${root}/usr/share/metainfo/${APPSTREAM_ID}.metainfo.xml" metainfo)
if(NOT metainfo MATCHES "<release version=\"([^\"]+)\"" OR NOT CMAKE_MATCH_1 STREQUAL VERSION)
  fail("the newest <release> of the AppStream metadata is '${CMAKE_MATCH_1}', not ${VERSION}")
endif()
if(NOT metainfo MATCHES "<content_rating type=\"oars-1\\.1\"" OR NOT metainfo MATCHES "<description>")
  fail("the AppStream metadata lacks its OARS content rating or description")
endif()
file(GLOB screenshots RELATIVE "${SOURCE_DIR}/docs/screenshots" "${SOURCE_DIR}/docs/screenshots/*.png")
foreach(shot IN LISTS screenshots)
  if(NOT metainfo MATCHES "<image>https://[^<]*/${shot}</image>")
    fail("the AppStream metadata does not show docs/screenshots/${shot}")
  endif()
endforeach()

# The man pages render without warnings and name this version.
foreach(page connect4 connect4-cli)
  run(man man --warnings -l "${root}/usr/share/man/man6/${page}.6.gz")
  if(NOT run_errors STREQUAL "")
    fail("man ${page}: ${run_errors}")
  endif()
  if(NOT man_out MATCHES "connect4 ${VERSION}")
    fail("man ${page} does not name version ${VERSION}")
  endif()
endforeach()
message(STATUS "${deb}: ${control_Depends}")
