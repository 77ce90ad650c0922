# Installs a build into a scratch prefix and checks that it is a desktop
# application: the programs, menu entry, icons, file type, AppStream
# metadata and man pages.
#   cmake -DBUILD_DIR=<build> -DPREFIX=<scratch> -P checkinstall.cmake
cmake_minimum_required(VERSION 3.25)
if(NOT BUILD_DIR OR NOT PREFIX)
  message(FATAL_ERROR "usage: cmake -DBUILD_DIR=<build> -DPREFIX=<scratch dir> -P checkinstall.cmake")
endif()
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${result}):\n${errors}")
endif()

set(expected
  bin/connect4
  bin/connect4-cli
  share/applications/connect4.desktop
  share/mime/packages/connect4.xml
  share/metainfo/example.a_seed_049d25ee.connect4.metainfo.xml
  share/man/man6/connect4.6.gz
  share/man/man6/connect4-cli.6.gz
  share/icons/hicolor/scalable/apps/connect4.svg)
foreach(size 16 22 24 32 48 64 128 256)
  list(APPEND expected share/icons/hicolor/${size}x${size}/apps/connect4.png)
endforeach()
foreach(file IN LISTS expected)
  if(NOT EXISTS "${PREFIX}/${file}")
    message(FATAL_ERROR "cmake --install did not install ${file}")
  endif()
endforeach()

# The menu entry must start the installed program and name the installed icon.
file(STRINGS "${PREFIX}/share/applications/connect4.desktop" desktop)
foreach(line "Type=Application" "Exec=connect4 %f" "Icon=connect4" "MimeType=application/x-connect4-game;")
  if(NOT line IN_LIST desktop)
    message(FATAL_ERROR "connect4.desktop lacks the line '${line}'")
  endif()
endforeach()
message(STATUS "installed a desktop application under ${PREFIX}")
