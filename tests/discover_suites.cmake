# Registers one ctest test per GoogleTest suite of a test binary (not one per test): each process
# start loads the rule packs, so a process per test would spend most of CI starting up.
# Run at build time: cmake -DTEST_BINARY=... -DOUTPUT=... -DWORKING_DIR=... -DTEST_ENV=... -P this file
execute_process(COMMAND "${TEST_BINARY}" --gtest_list_tests
                WORKING_DIRECTORY "${WORKING_DIR}"
                OUTPUT_VARIABLE listing RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "listing the tests of ${TEST_BINARY} failed (${status}):\n${listing}")
endif()
string(REPLACE "\n" ";" lines "${listing}")
set(content "")
foreach(line ${lines})
  # Suite lines start at column 0 and end with '.'; test lines are indented.
  if(line MATCHES "^([^ #][^ ]*)\\.( .*)?$")
    set(suite "${CMAKE_MATCH_1}")
    string(APPEND content
      "add_test([=[${suite}]=] \"${TEST_BINARY}\" [=[--gtest_filter=${suite}.*]=])\n"
      "set_tests_properties([=[${suite}]=] PROPERTIES WORKING_DIRECTORY \"${WORKING_DIR}\" "
      "ENVIRONMENT [=[${TEST_ENV}]=] TIMEOUT 600)\n")
  endif()
endforeach()
file(WRITE "${OUTPUT}" "${content}")
