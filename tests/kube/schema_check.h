// Checks the objects the Kubernetes backend writes against the schemas a
// real server holds: Kubernetes 1.35's OpenAPI v3 documents and KAI's CRDs
// (../shared/reference/k8s/). Beyond types, enums, required fields and
// minimums, it fails every field the schema does not name: a server prunes
// such a field silently (`schedularName` would simply not be there), so only
// this walk catches the typo.
#ifndef GPUQ_TESTS_KUBE_SCHEMA_CHECK_H_
#define GPUQ_TESTS_KUBE_SCHEMA_CHECK_H_

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace gpuq::test {

// Every problem of `object` ("spec.resources.gpu.quot: not in the schema"),
// none when it fits. The schema is found from apiVersion and kind: a KAI
// CRD for scheduling.run.ai, the OpenAPI document of its group otherwise.
std::vector<std::string> schema_problems(const nlohmann::json& object);

// Every problem of `value` as the core (v1) document's component
// `component` ("io.k8s.api.core.v1.PodTemplateSpec"): for the parts of
// objects whose own group has no document in the reference (apps/v1).
std::vector<std::string> component_problems(const nlohmann::json& value,
                                            const std::string& component);

// The documents of a YAML file as JSON (numbers and booleans as YAML 1.2
// reads them, quoted scalars as strings).
std::vector<nlohmann::json> yaml_documents(const std::string& path);

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_KUBE_SCHEMA_CHECK_H_
