# fish completion for gpuq. Generated from gpuq's command definitions by
# `gpuq __generate-docs`: do not edit; run scripts/regen-docs.sh.
# Install: copy to /usr/share/fish/vendor_completions.d/gpuq.fish

set -g __gpuq_value_flags 'gpuq|-p' 'gpuq|--project' 'gpuq|--context' 'gpuq submit|--name' 'gpuq submit|-g' 'gpuq submit|--gpu' 'gpuq submit|--gpu-memory' 'gpuq submit|--mig-profile' 'gpuq submit|--mig' 'gpuq submit|--cpu' 'gpuq submit|--cpu-limit' 'gpuq submit|--memory' 'gpuq submit|--memory-limit' 'gpuq submit|-e' 'gpuq submit|--environment' 'gpuq submit|--export' 'gpuq submit|--working-dir' 'gpuq submit|--node-pools' 'gpuq submit|-i' 'gpuq submit|--image' 'gpuq submit|--backoff-limit' 'gpuq submit|--completions' 'gpuq submit|--parallelism' 'gpuq submit|--name-prefix' 'gpuq submit|--job-name-prefix' 'gpuq submit|--wait-for' 'gpuq submit|--node-type' 'gpuq submit|--toleration' 'gpuq submit|--image-pull-policy' 'gpuq submit|--template' 'gpuq submit|--ttl-after-finish' 'gpuq submit|--port' 'gpuq submit|-s' 'gpuq submit|--service-type' 'gpuq submit|--external-url' 'gpuq submit|--existing-pvc' 'gpuq submit|--new-pvc' 'gpuq submit|--host-path' 'gpuq submit|--pvc' 'gpuq submit|-v' 'gpuq submit|--volume' 'gpuq submit|-p' 'gpuq submit|--project' 'gpuq submit|--context' 'gpuq training|-p' 'gpuq training|--project' 'gpuq training|--context' 'gpuq training submit|--name' 'gpuq training submit|-f' 'gpuq training submit|--file' 'gpuq training submit|-i' 'gpuq training submit|--image' 'gpuq training submit|-e' 'gpuq training submit|--environment-variable' 'gpuq training submit|--environment' 'gpuq training submit|--export' 'gpuq training submit|--working-dir' 'gpuq training submit|-g' 'gpuq training submit|--gpu-devices-request' 'gpuq training submit|--gpu-portion-request' 'gpuq training submit|--gpu-portion-limit' 'gpuq training submit|--gpu-memory-request' 'gpuq training submit|--gpu-memory-limit' 'gpuq training submit|--gpu-request-type' 'gpuq training submit|--mig-profile' 'gpuq training submit|--cpu-core-request' 'gpuq training submit|--cpu-core-limit' 'gpuq training submit|--cpu-memory-request' 'gpuq training submit|--cpu-memory-limit' 'gpuq training submit|--extended-resource' 'gpuq training submit|--compute' 'gpuq training submit|--profile' 'gpuq training submit|--node-pools' 'gpuq training submit|--priority' 'gpuq training submit|--preemptibility' 'gpuq training submit|--backoff-limit' 'gpuq training submit|--termination-grace-period' 'gpuq training submit|--parallelism' 'gpuq training submit|--runs' 'gpuq training submit|--completions' 'gpuq training submit|--label' 'gpuq training submit|--annotation' 'gpuq training submit|--run-as-uid' 'gpuq training submit|--run-as-gid' 'gpuq training submit|--name-prefix' 'gpuq training submit|--wait-for' 'gpuq training submit|--node-type' 'gpuq training submit|--toleration' 'gpuq training submit|--image-pull-policy' 'gpuq training submit|--template' 'gpuq training submit|--auto-deletion-time-after-completion' 'gpuq training submit|--port' 'gpuq training submit|-s' 'gpuq training submit|--service-type' 'gpuq training submit|--external-url' 'gpuq training submit|--existing-pvc' 'gpuq training submit|--new-pvc' 'gpuq training submit|--host-path' 'gpuq training submit|-p' 'gpuq training submit|--project' 'gpuq training submit|--context' 'gpuq training list|--status' 'gpuq training list|--columns' 'gpuq training list|-o' 'gpuq training list|--output' 'gpuq training list|--limit' 'gpuq training list|--max-items' 'gpuq training list|--offset' 'gpuq training list|-p' 'gpuq training list|--project' 'gpuq training list|--context' 'gpuq training describe|-o' 'gpuq training describe|--output' 'gpuq training describe|--event-limit' 'gpuq training describe|-p' 'gpuq training describe|--project' 'gpuq training describe|--context' 'gpuq training delete|-p' 'gpuq training delete|--project' 'gpuq training delete|--context' 'gpuq training suspend|-p' 'gpuq training suspend|--project' 'gpuq training suspend|--context' 'gpuq training resume|-p' 'gpuq training resume|--project' 'gpuq training resume|--context' 'gpuq training wait|--for' 'gpuq training wait|--timeout' 'gpuq training wait|-p' 'gpuq training wait|--project' 'gpuq training wait|--context' 'gpuq training logs|-t' 'gpuq training logs|--tail' 'gpuq training logs|--pod' 'gpuq training logs|-p' 'gpuq training logs|--project' 'gpuq training logs|--context' 'gpuq training attach|--pod' 'gpuq training attach|-p' 'gpuq training attach|--project' 'gpuq training attach|--context' 'gpuq training exec|--pod' 'gpuq training exec|-p' 'gpuq training exec|--project' 'gpuq training exec|--context' 'gpuq training bash|--pod' 'gpuq training bash|-p' 'gpuq training bash|--project' 'gpuq training bash|--context' 'gpuq training port-forward|--port' 'gpuq training port-forward|--address' 'gpuq training port-forward|--pod' 'gpuq training port-forward|-p' 'gpuq training port-forward|--project' 'gpuq training port-forward|--context' 'gpuq training standard|-p' 'gpuq training standard|--project' 'gpuq training standard|--context' 'gpuq training standard submit|--name' 'gpuq training standard submit|-f' 'gpuq training standard submit|--file' 'gpuq training standard submit|-i' 'gpuq training standard submit|--image' 'gpuq training standard submit|-e' 'gpuq training standard submit|--environment-variable' 'gpuq training standard submit|--environment' 'gpuq training standard submit|--export' 'gpuq training standard submit|--working-dir' 'gpuq training standard submit|-g' 'gpuq training standard submit|--gpu-devices-request' 'gpuq training standard submit|--gpu-portion-request' 'gpuq training standard submit|--gpu-portion-limit' 'gpuq training standard submit|--gpu-memory-request' 'gpuq training standard submit|--gpu-memory-limit' 'gpuq training standard submit|--gpu-request-type' 'gpuq training standard submit|--mig-profile' 'gpuq training standard submit|--cpu-core-request' 'gpuq training standard submit|--cpu-core-limit' 'gpuq training standard submit|--cpu-memory-request' 'gpuq training standard submit|--cpu-memory-limit' 'gpuq training standard submit|--extended-resource' 'gpuq training standard submit|--compute' 'gpuq training standard submit|--profile' 'gpuq training standard submit|--node-pools' 'gpuq training standard submit|--priority' 'gpuq training standard submit|--preemptibility' 'gpuq training standard submit|--backoff-limit' 'gpuq training standard submit|--termination-grace-period' 'gpuq training standard submit|--parallelism' 'gpuq training standard submit|--runs' 'gpuq training standard submit|--completions' 'gpuq training standard submit|--label' 'gpuq training standard submit|--annotation' 'gpuq training standard submit|--run-as-uid' 'gpuq training standard submit|--run-as-gid' 'gpuq training standard submit|--name-prefix' 'gpuq training standard submit|--wait-for' 'gpuq training standard submit|--node-type' 'gpuq training standard submit|--toleration' 'gpuq training standard submit|--image-pull-policy' 'gpuq training standard submit|--template' 'gpuq training standard submit|--auto-deletion-time-after-completion' 'gpuq training standard submit|--port' 'gpuq training standard submit|-s' 'gpuq training standard submit|--service-type' 'gpuq training standard submit|--external-url' 'gpuq training standard submit|--existing-pvc' 'gpuq training standard submit|--new-pvc' 'gpuq training standard submit|--host-path' 'gpuq training standard submit|-p' 'gpuq training standard submit|--project' 'gpuq training standard submit|--context' 'gpuq training standard list|--status' 'gpuq training standard list|--columns' 'gpuq training standard list|-o' 'gpuq training standard list|--output' 'gpuq training standard list|--limit' 'gpuq training standard list|--max-items' 'gpuq training standard list|--offset' 'gpuq training standard list|-p' 'gpuq training standard list|--project' 'gpuq training standard list|--context' 'gpuq training standard describe|-o' 'gpuq training standard describe|--output' 'gpuq training standard describe|--event-limit' 'gpuq training standard describe|-p' 'gpuq training standard describe|--project' 'gpuq training standard describe|--context' 'gpuq training standard delete|-p' 'gpuq training standard delete|--project' 'gpuq training standard delete|--context' 'gpuq training standard suspend|-p' 'gpuq training standard suspend|--project' 'gpuq training standard suspend|--context' 'gpuq training standard resume|-p' 'gpuq training standard resume|--project' 'gpuq training standard resume|--context' 'gpuq training standard wait|--for' 'gpuq training standard wait|--timeout' 'gpuq training standard wait|-p' 'gpuq training standard wait|--project' 'gpuq training standard wait|--context' 'gpuq training standard logs|-t' 'gpuq training standard logs|--tail' 'gpuq training standard logs|--pod' 'gpuq training standard logs|-p' 'gpuq training standard logs|--project' 'gpuq training standard logs|--context' 'gpuq training standard attach|--pod' 'gpuq training standard attach|-p' 'gpuq training standard attach|--project' 'gpuq training standard attach|--context' 'gpuq training standard exec|--pod' 'gpuq training standard exec|-p' 'gpuq training standard exec|--project' 'gpuq training standard exec|--context' 'gpuq training standard bash|--pod' 'gpuq training standard bash|-p' 'gpuq training standard bash|--project' 'gpuq training standard bash|--context' 'gpuq training standard port-forward|--port' 'gpuq training standard port-forward|--address' 'gpuq training standard port-forward|--pod' 'gpuq training standard port-forward|-p' 'gpuq training standard port-forward|--project' 'gpuq training standard port-forward|--context' 'gpuq training pytorch|-p' 'gpuq training pytorch|--project' 'gpuq training pytorch|--context' 'gpuq training pytorch submit|--name' 'gpuq training pytorch submit|-f' 'gpuq training pytorch submit|--file' 'gpuq training pytorch submit|-i' 'gpuq training pytorch submit|--image' 'gpuq training pytorch submit|-e' 'gpuq training pytorch submit|--environment-variable' 'gpuq training pytorch submit|--environment' 'gpuq training pytorch submit|--export' 'gpuq training pytorch submit|--working-dir' 'gpuq training pytorch submit|-g' 'gpuq training pytorch submit|--gpu-devices-request' 'gpuq training pytorch submit|--gpu-portion-request' 'gpuq training pytorch submit|--gpu-portion-limit' 'gpuq training pytorch submit|--gpu-memory-request' 'gpuq training pytorch submit|--gpu-memory-limit' 'gpuq training pytorch submit|--gpu-request-type' 'gpuq training pytorch submit|--mig-profile' 'gpuq training pytorch submit|--cpu-core-request' 'gpuq training pytorch submit|--cpu-core-limit' 'gpuq training pytorch submit|--cpu-memory-request' 'gpuq training pytorch submit|--cpu-memory-limit' 'gpuq training pytorch submit|--extended-resource' 'gpuq training pytorch submit|--compute' 'gpuq training pytorch submit|--profile' 'gpuq training pytorch submit|--node-pools' 'gpuq training pytorch submit|--priority' 'gpuq training pytorch submit|--preemptibility' 'gpuq training pytorch submit|--backoff-limit' 'gpuq training pytorch submit|--termination-grace-period' 'gpuq training pytorch submit|--parallelism' 'gpuq training pytorch submit|--runs' 'gpuq training pytorch submit|--completions' 'gpuq training pytorch submit|--label' 'gpuq training pytorch submit|--annotation' 'gpuq training pytorch submit|--run-as-uid' 'gpuq training pytorch submit|--run-as-gid' 'gpuq training pytorch submit|--name-prefix' 'gpuq training pytorch submit|--wait-for' 'gpuq training pytorch submit|--node-type' 'gpuq training pytorch submit|--toleration' 'gpuq training pytorch submit|--image-pull-policy' 'gpuq training pytorch submit|--template' 'gpuq training pytorch submit|--auto-deletion-time-after-completion' 'gpuq training pytorch submit|--port' 'gpuq training pytorch submit|-s' 'gpuq training pytorch submit|--service-type' 'gpuq training pytorch submit|--external-url' 'gpuq training pytorch submit|--existing-pvc' 'gpuq training pytorch submit|--new-pvc' 'gpuq training pytorch submit|--host-path' 'gpuq training pytorch submit|--workers' 'gpuq training pytorch submit|--min-replicas' 'gpuq training pytorch submit|--max-replicas' 'gpuq training pytorch submit|-p' 'gpuq training pytorch submit|--project' 'gpuq training pytorch submit|--context' 'gpuq training pytorch list|--status' 'gpuq training pytorch list|--columns' 'gpuq training pytorch list|-o' 'gpuq training pytorch list|--output' 'gpuq training pytorch list|--limit' 'gpuq training pytorch list|--max-items' 'gpuq training pytorch list|--offset' 'gpuq training pytorch list|-p' 'gpuq training pytorch list|--project' 'gpuq training pytorch list|--context' 'gpuq training pytorch describe|-o' 'gpuq training pytorch describe|--output' 'gpuq training pytorch describe|--event-limit' 'gpuq training pytorch describe|-p' 'gpuq training pytorch describe|--project' 'gpuq training pytorch describe|--context' 'gpuq training pytorch delete|-p' 'gpuq training pytorch delete|--project' 'gpuq training pytorch delete|--context' 'gpuq training pytorch suspend|-p' 'gpuq training pytorch suspend|--project' 'gpuq training pytorch suspend|--context' 'gpuq training pytorch resume|-p' 'gpuq training pytorch resume|--project' 'gpuq training pytorch resume|--context' 'gpuq training pytorch wait|--for' 'gpuq training pytorch wait|--timeout' 'gpuq training pytorch wait|-p' 'gpuq training pytorch wait|--project' 'gpuq training pytorch wait|--context' 'gpuq training pytorch logs|-t' 'gpuq training pytorch logs|--tail' 'gpuq training pytorch logs|--pod' 'gpuq training pytorch logs|-p' 'gpuq training pytorch logs|--project' 'gpuq training pytorch logs|--context' 'gpuq training pytorch attach|--pod' 'gpuq training pytorch attach|-p' 'gpuq training pytorch attach|--project' 'gpuq training pytorch attach|--context' 'gpuq training pytorch exec|--pod' 'gpuq training pytorch exec|-p' 'gpuq training pytorch exec|--project' 'gpuq training pytorch exec|--context' 'gpuq training pytorch bash|--pod' 'gpuq training pytorch bash|-p' 'gpuq training pytorch bash|--project' 'gpuq training pytorch bash|--context' 'gpuq training pytorch port-forward|--port' 'gpuq training pytorch port-forward|--address' 'gpuq training pytorch port-forward|--pod' 'gpuq training pytorch port-forward|-p' 'gpuq training pytorch port-forward|--project' 'gpuq training pytorch port-forward|--context' 'gpuq training tensorflow|-p' 'gpuq training tensorflow|--project' 'gpuq training tensorflow|--context' 'gpuq training tensorflow submit|--name' 'gpuq training tensorflow submit|-f' 'gpuq training tensorflow submit|--file' 'gpuq training tensorflow submit|-i' 'gpuq training tensorflow submit|--image' 'gpuq training tensorflow submit|-e' 'gpuq training tensorflow submit|--environment-variable' 'gpuq training tensorflow submit|--environment' 'gpuq training tensorflow submit|--export' 'gpuq training tensorflow submit|--working-dir' 'gpuq training tensorflow submit|-g' 'gpuq training tensorflow submit|--gpu-devices-request' 'gpuq training tensorflow submit|--gpu-portion-request' 'gpuq training tensorflow submit|--gpu-portion-limit' 'gpuq training tensorflow submit|--gpu-memory-request' 'gpuq training tensorflow submit|--gpu-memory-limit' 'gpuq training tensorflow submit|--gpu-request-type' 'gpuq training tensorflow submit|--mig-profile' 'gpuq training tensorflow submit|--cpu-core-request' 'gpuq training tensorflow submit|--cpu-core-limit' 'gpuq training tensorflow submit|--cpu-memory-request' 'gpuq training tensorflow submit|--cpu-memory-limit' 'gpuq training tensorflow submit|--extended-resource' 'gpuq training tensorflow submit|--compute' 'gpuq training tensorflow submit|--profile' 'gpuq training tensorflow submit|--node-pools' 'gpuq training tensorflow submit|--priority' 'gpuq training tensorflow submit|--preemptibility' 'gpuq training tensorflow submit|--backoff-limit' 'gpuq training tensorflow submit|--termination-grace-period' 'gpuq training tensorflow submit|--parallelism' 'gpuq training tensorflow submit|--runs' 'gpuq training tensorflow submit|--completions' 'gpuq training tensorflow submit|--label' 'gpuq training tensorflow submit|--annotation' 'gpuq training tensorflow submit|--run-as-uid' 'gpuq training tensorflow submit|--run-as-gid' 'gpuq training tensorflow submit|--name-prefix' 'gpuq training tensorflow submit|--wait-for' 'gpuq training tensorflow submit|--node-type' 'gpuq training tensorflow submit|--toleration' 'gpuq training tensorflow submit|--image-pull-policy' 'gpuq training tensorflow submit|--template' 'gpuq training tensorflow submit|--auto-deletion-time-after-completion' 'gpuq training tensorflow submit|--port' 'gpuq training tensorflow submit|-s' 'gpuq training tensorflow submit|--service-type' 'gpuq training tensorflow submit|--external-url' 'gpuq training tensorflow submit|--existing-pvc' 'gpuq training tensorflow submit|--new-pvc' 'gpuq training tensorflow submit|--host-path' 'gpuq training tensorflow submit|--workers' 'gpuq training tensorflow submit|--min-replicas' 'gpuq training tensorflow submit|--max-replicas' 'gpuq training tensorflow submit|-p' 'gpuq training tensorflow submit|--project' 'gpuq training tensorflow submit|--context' 'gpuq training tensorflow list|--status' 'gpuq training tensorflow list|--columns' 'gpuq training tensorflow list|-o' 'gpuq training tensorflow list|--output' 'gpuq training tensorflow list|--limit' 'gpuq training tensorflow list|--max-items' 'gpuq training tensorflow list|--offset' 'gpuq training tensorflow list|-p' 'gpuq training tensorflow list|--project' 'gpuq training tensorflow list|--context' 'gpuq training tensorflow describe|-o' 'gpuq training tensorflow describe|--output' 'gpuq training tensorflow describe|--event-limit' 'gpuq training tensorflow describe|-p' 'gpuq training tensorflow describe|--project' 'gpuq training tensorflow describe|--context' 'gpuq training tensorflow delete|-p' 'gpuq training tensorflow delete|--project' 'gpuq training tensorflow delete|--context' 'gpuq training tensorflow suspend|-p' 'gpuq training tensorflow suspend|--project' 'gpuq training tensorflow suspend|--context' 'gpuq training tensorflow resume|-p' 'gpuq training tensorflow resume|--project' 'gpuq training tensorflow resume|--context' 'gpuq training tensorflow wait|--for' 'gpuq training tensorflow wait|--timeout' 'gpuq training tensorflow wait|-p' 'gpuq training tensorflow wait|--project' 'gpuq training tensorflow wait|--context' 'gpuq training tensorflow logs|-t' 'gpuq training tensorflow logs|--tail' 'gpuq training tensorflow logs|--pod' 'gpuq training tensorflow logs|-p' 'gpuq training tensorflow logs|--project' 'gpuq training tensorflow logs|--context' 'gpuq training tensorflow attach|--pod' 'gpuq training tensorflow attach|-p' 'gpuq training tensorflow attach|--project' 'gpuq training tensorflow attach|--context' 'gpuq training tensorflow exec|--pod' 'gpuq training tensorflow exec|-p' 'gpuq training tensorflow exec|--project' 'gpuq training tensorflow exec|--context' 'gpuq training tensorflow bash|--pod' 'gpuq training tensorflow bash|-p' 'gpuq training tensorflow bash|--project' 'gpuq training tensorflow bash|--context' 'gpuq training tensorflow port-forward|--port' 'gpuq training tensorflow port-forward|--address' 'gpuq training tensorflow port-forward|--pod' 'gpuq training tensorflow port-forward|-p' 'gpuq training tensorflow port-forward|--project' 'gpuq training tensorflow port-forward|--context' 'gpuq training xgboost|-p' 'gpuq training xgboost|--project' 'gpuq training xgboost|--context' 'gpuq training xgboost submit|--name' 'gpuq training xgboost submit|-f' 'gpuq training xgboost submit|--file' 'gpuq training xgboost submit|-i' 'gpuq training xgboost submit|--image' 'gpuq training xgboost submit|-e' 'gpuq training xgboost submit|--environment-variable' 'gpuq training xgboost submit|--environment' 'gpuq training xgboost submit|--export' 'gpuq training xgboost submit|--working-dir' 'gpuq training xgboost submit|-g' 'gpuq training xgboost submit|--gpu-devices-request' 'gpuq training xgboost submit|--gpu-portion-request' 'gpuq training xgboost submit|--gpu-portion-limit' 'gpuq training xgboost submit|--gpu-memory-request' 'gpuq training xgboost submit|--gpu-memory-limit' 'gpuq training xgboost submit|--gpu-request-type' 'gpuq training xgboost submit|--mig-profile' 'gpuq training xgboost submit|--cpu-core-request' 'gpuq training xgboost submit|--cpu-core-limit' 'gpuq training xgboost submit|--cpu-memory-request' 'gpuq training xgboost submit|--cpu-memory-limit' 'gpuq training xgboost submit|--extended-resource' 'gpuq training xgboost submit|--compute' 'gpuq training xgboost submit|--profile' 'gpuq training xgboost submit|--node-pools' 'gpuq training xgboost submit|--priority' 'gpuq training xgboost submit|--preemptibility' 'gpuq training xgboost submit|--backoff-limit' 'gpuq training xgboost submit|--termination-grace-period' 'gpuq training xgboost submit|--parallelism' 'gpuq training xgboost submit|--runs' 'gpuq training xgboost submit|--completions' 'gpuq training xgboost submit|--label' 'gpuq training xgboost submit|--annotation' 'gpuq training xgboost submit|--run-as-uid' 'gpuq training xgboost submit|--run-as-gid' 'gpuq training xgboost submit|--name-prefix' 'gpuq training xgboost submit|--wait-for' 'gpuq training xgboost submit|--node-type' 'gpuq training xgboost submit|--toleration' 'gpuq training xgboost submit|--image-pull-policy' 'gpuq training xgboost submit|--template' 'gpuq training xgboost submit|--auto-deletion-time-after-completion' 'gpuq training xgboost submit|--port' 'gpuq training xgboost submit|-s' 'gpuq training xgboost submit|--service-type' 'gpuq training xgboost submit|--external-url' 'gpuq training xgboost submit|--existing-pvc' 'gpuq training xgboost submit|--new-pvc' 'gpuq training xgboost submit|--host-path' 'gpuq training xgboost submit|--workers' 'gpuq training xgboost submit|--min-replicas' 'gpuq training xgboost submit|--max-replicas' 'gpuq training xgboost submit|-p' 'gpuq training xgboost submit|--project' 'gpuq training xgboost submit|--context' 'gpuq training xgboost list|--status' 'gpuq training xgboost list|--columns' 'gpuq training xgboost list|-o' 'gpuq training xgboost list|--output' 'gpuq training xgboost list|--limit' 'gpuq training xgboost list|--max-items' 'gpuq training xgboost list|--offset' 'gpuq training xgboost list|-p' 'gpuq training xgboost list|--project' 'gpuq training xgboost list|--context' 'gpuq training xgboost describe|-o' 'gpuq training xgboost describe|--output' 'gpuq training xgboost describe|--event-limit' 'gpuq training xgboost describe|-p' 'gpuq training xgboost describe|--project' 'gpuq training xgboost describe|--context' 'gpuq training xgboost delete|-p' 'gpuq training xgboost delete|--project' 'gpuq training xgboost delete|--context' 'gpuq training xgboost suspend|-p' 'gpuq training xgboost suspend|--project' 'gpuq training xgboost suspend|--context' 'gpuq training xgboost resume|-p' 'gpuq training xgboost resume|--project' 'gpuq training xgboost resume|--context' 'gpuq training xgboost wait|--for' 'gpuq training xgboost wait|--timeout' 'gpuq training xgboost wait|-p' 'gpuq training xgboost wait|--project' 'gpuq training xgboost wait|--context' 'gpuq training xgboost logs|-t' 'gpuq training xgboost logs|--tail' 'gpuq training xgboost logs|--pod' 'gpuq training xgboost logs|-p' 'gpuq training xgboost logs|--project' 'gpuq training xgboost logs|--context' 'gpuq training xgboost attach|--pod' 'gpuq training xgboost attach|-p' 'gpuq training xgboost attach|--project' 'gpuq training xgboost attach|--context' 'gpuq training xgboost exec|--pod' 'gpuq training xgboost exec|-p' 'gpuq training xgboost exec|--project' 'gpuq training xgboost exec|--context' 'gpuq training xgboost bash|--pod' 'gpuq training xgboost bash|-p' 'gpuq training xgboost bash|--project' 'gpuq training xgboost bash|--context' 'gpuq training xgboost port-forward|--port' 'gpuq training xgboost port-forward|--address' 'gpuq training xgboost port-forward|--pod' 'gpuq training xgboost port-forward|-p' 'gpuq training xgboost port-forward|--project' 'gpuq training xgboost port-forward|--context' 'gpuq training jax|-p' 'gpuq training jax|--project' 'gpuq training jax|--context' 'gpuq training jax submit|--name' 'gpuq training jax submit|-f' 'gpuq training jax submit|--file' 'gpuq training jax submit|-i' 'gpuq training jax submit|--image' 'gpuq training jax submit|-e' 'gpuq training jax submit|--environment-variable' 'gpuq training jax submit|--environment' 'gpuq training jax submit|--export' 'gpuq training jax submit|--working-dir' 'gpuq training jax submit|-g' 'gpuq training jax submit|--gpu-devices-request' 'gpuq training jax submit|--gpu-portion-request' 'gpuq training jax submit|--gpu-portion-limit' 'gpuq training jax submit|--gpu-memory-request' 'gpuq training jax submit|--gpu-memory-limit' 'gpuq training jax submit|--gpu-request-type' 'gpuq training jax submit|--mig-profile' 'gpuq training jax submit|--cpu-core-request' 'gpuq training jax submit|--cpu-core-limit' 'gpuq training jax submit|--cpu-memory-request' 'gpuq training jax submit|--cpu-memory-limit' 'gpuq training jax submit|--extended-resource' 'gpuq training jax submit|--compute' 'gpuq training jax submit|--profile' 'gpuq training jax submit|--node-pools' 'gpuq training jax submit|--priority' 'gpuq training jax submit|--preemptibility' 'gpuq training jax submit|--backoff-limit' 'gpuq training jax submit|--termination-grace-period' 'gpuq training jax submit|--parallelism' 'gpuq training jax submit|--runs' 'gpuq training jax submit|--completions' 'gpuq training jax submit|--label' 'gpuq training jax submit|--annotation' 'gpuq training jax submit|--run-as-uid' 'gpuq training jax submit|--run-as-gid' 'gpuq training jax submit|--name-prefix' 'gpuq training jax submit|--wait-for' 'gpuq training jax submit|--node-type' 'gpuq training jax submit|--toleration' 'gpuq training jax submit|--image-pull-policy' 'gpuq training jax submit|--template' 'gpuq training jax submit|--auto-deletion-time-after-completion' 'gpuq training jax submit|--port' 'gpuq training jax submit|-s' 'gpuq training jax submit|--service-type' 'gpuq training jax submit|--external-url' 'gpuq training jax submit|--existing-pvc' 'gpuq training jax submit|--new-pvc' 'gpuq training jax submit|--host-path' 'gpuq training jax submit|--workers' 'gpuq training jax submit|--min-replicas' 'gpuq training jax submit|--max-replicas' 'gpuq training jax submit|-p' 'gpuq training jax submit|--project' 'gpuq training jax submit|--context' 'gpuq training jax list|--status' 'gpuq training jax list|--columns' 'gpuq training jax list|-o' 'gpuq training jax list|--output' 'gpuq training jax list|--limit' 'gpuq training jax list|--max-items' 'gpuq training jax list|--offset' 'gpuq training jax list|-p' 'gpuq training jax list|--project' 'gpuq training jax list|--context' 'gpuq training jax describe|-o' 'gpuq training jax describe|--output' 'gpuq training jax describe|--event-limit' 'gpuq training jax describe|-p' 'gpuq training jax describe|--project' 'gpuq training jax describe|--context' 'gpuq training jax delete|-p' 'gpuq training jax delete|--project' 'gpuq training jax delete|--context' 'gpuq training jax suspend|-p' 'gpuq training jax suspend|--project' 'gpuq training jax suspend|--context' 'gpuq training jax resume|-p' 'gpuq training jax resume|--project' 'gpuq training jax resume|--context' 'gpuq training jax wait|--for' 'gpuq training jax wait|--timeout' 'gpuq training jax wait|-p' 'gpuq training jax wait|--project' 'gpuq training jax wait|--context' 'gpuq training jax logs|-t' 'gpuq training jax logs|--tail' 'gpuq training jax logs|--pod' 'gpuq training jax logs|-p' 'gpuq training jax logs|--project' 'gpuq training jax logs|--context' 'gpuq training jax attach|--pod' 'gpuq training jax attach|-p' 'gpuq training jax attach|--project' 'gpuq training jax attach|--context' 'gpuq training jax exec|--pod' 'gpuq training jax exec|-p' 'gpuq training jax exec|--project' 'gpuq training jax exec|--context' 'gpuq training jax bash|--pod' 'gpuq training jax bash|-p' 'gpuq training jax bash|--project' 'gpuq training jax bash|--context' 'gpuq training jax port-forward|--port' 'gpuq training jax port-forward|--address' 'gpuq training jax port-forward|--pod' 'gpuq training jax port-forward|-p' 'gpuq training jax port-forward|--project' 'gpuq training jax port-forward|--context' 'gpuq training mpi|-p' 'gpuq training mpi|--project' 'gpuq training mpi|--context' 'gpuq training mpi submit|--name' 'gpuq training mpi submit|-f' 'gpuq training mpi submit|--file' 'gpuq training mpi submit|-i' 'gpuq training mpi submit|--image' 'gpuq training mpi submit|-e' 'gpuq training mpi submit|--environment-variable' 'gpuq training mpi submit|--environment' 'gpuq training mpi submit|--export' 'gpuq training mpi submit|--working-dir' 'gpuq training mpi submit|-g' 'gpuq training mpi submit|--gpu-devices-request' 'gpuq training mpi submit|--gpu-portion-request' 'gpuq training mpi submit|--gpu-portion-limit' 'gpuq training mpi submit|--gpu-memory-request' 'gpuq training mpi submit|--gpu-memory-limit' 'gpuq training mpi submit|--gpu-request-type' 'gpuq training mpi submit|--mig-profile' 'gpuq training mpi submit|--cpu-core-request' 'gpuq training mpi submit|--cpu-core-limit' 'gpuq training mpi submit|--cpu-memory-request' 'gpuq training mpi submit|--cpu-memory-limit' 'gpuq training mpi submit|--extended-resource' 'gpuq training mpi submit|--compute' 'gpuq training mpi submit|--profile' 'gpuq training mpi submit|--node-pools' 'gpuq training mpi submit|--priority' 'gpuq training mpi submit|--preemptibility' 'gpuq training mpi submit|--backoff-limit' 'gpuq training mpi submit|--termination-grace-period' 'gpuq training mpi submit|--parallelism' 'gpuq training mpi submit|--runs' 'gpuq training mpi submit|--completions' 'gpuq training mpi submit|--label' 'gpuq training mpi submit|--annotation' 'gpuq training mpi submit|--run-as-uid' 'gpuq training mpi submit|--run-as-gid' 'gpuq training mpi submit|--name-prefix' 'gpuq training mpi submit|--wait-for' 'gpuq training mpi submit|--node-type' 'gpuq training mpi submit|--toleration' 'gpuq training mpi submit|--image-pull-policy' 'gpuq training mpi submit|--template' 'gpuq training mpi submit|--auto-deletion-time-after-completion' 'gpuq training mpi submit|--port' 'gpuq training mpi submit|-s' 'gpuq training mpi submit|--service-type' 'gpuq training mpi submit|--external-url' 'gpuq training mpi submit|--existing-pvc' 'gpuq training mpi submit|--new-pvc' 'gpuq training mpi submit|--host-path' 'gpuq training mpi submit|--workers' 'gpuq training mpi submit|--min-replicas' 'gpuq training mpi submit|--max-replicas' 'gpuq training mpi submit|-p' 'gpuq training mpi submit|--project' 'gpuq training mpi submit|--context' 'gpuq training mpi list|--status' 'gpuq training mpi list|--columns' 'gpuq training mpi list|-o' 'gpuq training mpi list|--output' 'gpuq training mpi list|--limit' 'gpuq training mpi list|--max-items' 'gpuq training mpi list|--offset' 'gpuq training mpi list|-p' 'gpuq training mpi list|--project' 'gpuq training mpi list|--context' 'gpuq training mpi describe|-o' 'gpuq training mpi describe|--output' 'gpuq training mpi describe|--event-limit' 'gpuq training mpi describe|-p' 'gpuq training mpi describe|--project' 'gpuq training mpi describe|--context' 'gpuq training mpi delete|-p' 'gpuq training mpi delete|--project' 'gpuq training mpi delete|--context' 'gpuq training mpi suspend|-p' 'gpuq training mpi suspend|--project' 'gpuq training mpi suspend|--context' 'gpuq training mpi resume|-p' 'gpuq training mpi resume|--project' 'gpuq training mpi resume|--context' 'gpuq training mpi wait|--for' 'gpuq training mpi wait|--timeout' 'gpuq training mpi wait|-p' 'gpuq training mpi wait|--project' 'gpuq training mpi wait|--context' 'gpuq training mpi logs|-t' 'gpuq training mpi logs|--tail' 'gpuq training mpi logs|--pod' 'gpuq training mpi logs|-p' 'gpuq training mpi logs|--project' 'gpuq training mpi logs|--context' 'gpuq training mpi attach|--pod' 'gpuq training mpi attach|-p' 'gpuq training mpi attach|--project' 'gpuq training mpi attach|--context' 'gpuq training mpi exec|--pod' 'gpuq training mpi exec|-p' 'gpuq training mpi exec|--project' 'gpuq training mpi exec|--context' 'gpuq training mpi bash|--pod' 'gpuq training mpi bash|-p' 'gpuq training mpi bash|--project' 'gpuq training mpi bash|--context' 'gpuq training mpi port-forward|--port' 'gpuq training mpi port-forward|--address' 'gpuq training mpi port-forward|--pod' 'gpuq training mpi port-forward|-p' 'gpuq training mpi port-forward|--project' 'gpuq training mpi port-forward|--context' 'gpuq workspace|-p' 'gpuq workspace|--project' 'gpuq workspace|--context' 'gpuq workspace submit|--name' 'gpuq workspace submit|-f' 'gpuq workspace submit|--file' 'gpuq workspace submit|-i' 'gpuq workspace submit|--image' 'gpuq workspace submit|-e' 'gpuq workspace submit|--environment-variable' 'gpuq workspace submit|--environment' 'gpuq workspace submit|--export' 'gpuq workspace submit|--working-dir' 'gpuq workspace submit|-g' 'gpuq workspace submit|--gpu-devices-request' 'gpuq workspace submit|--gpu-portion-request' 'gpuq workspace submit|--gpu-portion-limit' 'gpuq workspace submit|--gpu-memory-request' 'gpuq workspace submit|--gpu-memory-limit' 'gpuq workspace submit|--gpu-request-type' 'gpuq workspace submit|--mig-profile' 'gpuq workspace submit|--cpu-core-request' 'gpuq workspace submit|--cpu-core-limit' 'gpuq workspace submit|--cpu-memory-request' 'gpuq workspace submit|--cpu-memory-limit' 'gpuq workspace submit|--extended-resource' 'gpuq workspace submit|--compute' 'gpuq workspace submit|--profile' 'gpuq workspace submit|--node-pools' 'gpuq workspace submit|--priority' 'gpuq workspace submit|--preemptibility' 'gpuq workspace submit|--backoff-limit' 'gpuq workspace submit|--termination-grace-period' 'gpuq workspace submit|--label' 'gpuq workspace submit|--annotation' 'gpuq workspace submit|--run-as-uid' 'gpuq workspace submit|--run-as-gid' 'gpuq workspace submit|--name-prefix' 'gpuq workspace submit|--wait-for' 'gpuq workspace submit|--node-type' 'gpuq workspace submit|--toleration' 'gpuq workspace submit|--image-pull-policy' 'gpuq workspace submit|--template' 'gpuq workspace submit|--auto-deletion-time-after-completion' 'gpuq workspace submit|--port' 'gpuq workspace submit|-s' 'gpuq workspace submit|--service-type' 'gpuq workspace submit|--external-url' 'gpuq workspace submit|--existing-pvc' 'gpuq workspace submit|--new-pvc' 'gpuq workspace submit|--host-path' 'gpuq workspace submit|-p' 'gpuq workspace submit|--project' 'gpuq workspace submit|--context' 'gpuq workspace list|--status' 'gpuq workspace list|--columns' 'gpuq workspace list|-o' 'gpuq workspace list|--output' 'gpuq workspace list|--limit' 'gpuq workspace list|--max-items' 'gpuq workspace list|--offset' 'gpuq workspace list|-p' 'gpuq workspace list|--project' 'gpuq workspace list|--context' 'gpuq workspace describe|-o' 'gpuq workspace describe|--output' 'gpuq workspace describe|--event-limit' 'gpuq workspace describe|-p' 'gpuq workspace describe|--project' 'gpuq workspace describe|--context' 'gpuq workspace delete|-p' 'gpuq workspace delete|--project' 'gpuq workspace delete|--context' 'gpuq workspace suspend|-p' 'gpuq workspace suspend|--project' 'gpuq workspace suspend|--context' 'gpuq workspace resume|-p' 'gpuq workspace resume|--project' 'gpuq workspace resume|--context' 'gpuq workspace wait|--for' 'gpuq workspace wait|--timeout' 'gpuq workspace wait|-p' 'gpuq workspace wait|--project' 'gpuq workspace wait|--context' 'gpuq workspace logs|-t' 'gpuq workspace logs|--tail' 'gpuq workspace logs|--pod' 'gpuq workspace logs|-p' 'gpuq workspace logs|--project' 'gpuq workspace logs|--context' 'gpuq workspace attach|--pod' 'gpuq workspace attach|-p' 'gpuq workspace attach|--project' 'gpuq workspace attach|--context' 'gpuq workspace exec|--pod' 'gpuq workspace exec|-p' 'gpuq workspace exec|--project' 'gpuq workspace exec|--context' 'gpuq workspace bash|--pod' 'gpuq workspace bash|-p' 'gpuq workspace bash|--project' 'gpuq workspace bash|--context' 'gpuq workspace port-forward|--port' 'gpuq workspace port-forward|--address' 'gpuq workspace port-forward|--pod' 'gpuq workspace port-forward|-p' 'gpuq workspace port-forward|--project' 'gpuq workspace port-forward|--context' 'gpuq inference|-p' 'gpuq inference|--project' 'gpuq inference|--context' 'gpuq inference submit|--name' 'gpuq inference submit|-f' 'gpuq inference submit|--file' 'gpuq inference submit|-i' 'gpuq inference submit|--image' 'gpuq inference submit|-e' 'gpuq inference submit|--environment-variable' 'gpuq inference submit|--environment' 'gpuq inference submit|--export' 'gpuq inference submit|--working-dir' 'gpuq inference submit|-g' 'gpuq inference submit|--gpu-devices-request' 'gpuq inference submit|--gpu-portion-request' 'gpuq inference submit|--gpu-portion-limit' 'gpuq inference submit|--gpu-memory-request' 'gpuq inference submit|--gpu-memory-limit' 'gpuq inference submit|--gpu-request-type' 'gpuq inference submit|--mig-profile' 'gpuq inference submit|--cpu-core-request' 'gpuq inference submit|--cpu-core-limit' 'gpuq inference submit|--cpu-memory-request' 'gpuq inference submit|--cpu-memory-limit' 'gpuq inference submit|--extended-resource' 'gpuq inference submit|--compute' 'gpuq inference submit|--profile' 'gpuq inference submit|--node-pools' 'gpuq inference submit|--priority' 'gpuq inference submit|--preemptibility' 'gpuq inference submit|--label' 'gpuq inference submit|--annotation' 'gpuq inference submit|--run-as-uid' 'gpuq inference submit|--run-as-gid' 'gpuq inference submit|--name-prefix' 'gpuq inference submit|--wait-for' 'gpuq inference submit|--node-type' 'gpuq inference submit|--toleration' 'gpuq inference submit|--image-pull-policy' 'gpuq inference submit|--template' 'gpuq inference submit|--auto-deletion-time-after-completion' 'gpuq inference submit|--port' 'gpuq inference submit|-s' 'gpuq inference submit|--service-type' 'gpuq inference submit|--external-url' 'gpuq inference submit|--existing-pvc' 'gpuq inference submit|--new-pvc' 'gpuq inference submit|--host-path' 'gpuq inference submit|-p' 'gpuq inference submit|--project' 'gpuq inference submit|--context' 'gpuq inference list|--status' 'gpuq inference list|--columns' 'gpuq inference list|-o' 'gpuq inference list|--output' 'gpuq inference list|--limit' 'gpuq inference list|--max-items' 'gpuq inference list|--offset' 'gpuq inference list|-p' 'gpuq inference list|--project' 'gpuq inference list|--context' 'gpuq inference describe|-o' 'gpuq inference describe|--output' 'gpuq inference describe|--event-limit' 'gpuq inference describe|-p' 'gpuq inference describe|--project' 'gpuq inference describe|--context' 'gpuq inference delete|-p' 'gpuq inference delete|--project' 'gpuq inference delete|--context' 'gpuq inference suspend|-p' 'gpuq inference suspend|--project' 'gpuq inference suspend|--context' 'gpuq inference resume|-p' 'gpuq inference resume|--project' 'gpuq inference resume|--context' 'gpuq inference wait|--for' 'gpuq inference wait|--timeout' 'gpuq inference wait|-p' 'gpuq inference wait|--project' 'gpuq inference wait|--context' 'gpuq inference logs|-t' 'gpuq inference logs|--tail' 'gpuq inference logs|--pod' 'gpuq inference logs|-p' 'gpuq inference logs|--project' 'gpuq inference logs|--context' 'gpuq inference attach|--pod' 'gpuq inference attach|-p' 'gpuq inference attach|--project' 'gpuq inference attach|--context' 'gpuq inference exec|--pod' 'gpuq inference exec|-p' 'gpuq inference exec|--project' 'gpuq inference exec|--context' 'gpuq inference bash|--pod' 'gpuq inference bash|-p' 'gpuq inference bash|--project' 'gpuq inference bash|--context' 'gpuq inference port-forward|--port' 'gpuq inference port-forward|--address' 'gpuq inference port-forward|--pod' 'gpuq inference port-forward|-p' 'gpuq inference port-forward|--project' 'gpuq inference port-forward|--context' 'gpuq inference update|-i' 'gpuq inference update|--image' 'gpuq inference update|-e' 'gpuq inference update|--environment-variable' 'gpuq inference update|--working-dir' 'gpuq inference update|-g' 'gpuq inference update|--gpu-devices-request' 'gpuq inference update|--gpu-portion-request' 'gpuq inference update|--gpu-portion-limit' 'gpuq inference update|--gpu-memory-request' 'gpuq inference update|--gpu-memory-limit' 'gpuq inference update|--cpu-core-request' 'gpuq inference update|--cpu-core-limit' 'gpuq inference update|--cpu-memory-request' 'gpuq inference update|--cpu-memory-limit' 'gpuq inference update|-p' 'gpuq inference update|--project' 'gpuq inference update|--context' 'gpuq workload|-p' 'gpuq workload|--project' 'gpuq workload|--context' 'gpuq workload list|--status' 'gpuq workload list|--type' 'gpuq workload list|--columns' 'gpuq workload list|-o' 'gpuq workload list|--output' 'gpuq workload list|--limit' 'gpuq workload list|--max-items' 'gpuq workload list|--offset' 'gpuq workload list|-p' 'gpuq workload list|--project' 'gpuq workload list|--context' 'gpuq workload describe|-o' 'gpuq workload describe|--output' 'gpuq workload describe|--event-limit' 'gpuq workload describe|-p' 'gpuq workload describe|--project' 'gpuq workload describe|--context' 'gpuq workload delete|-p' 'gpuq workload delete|--project' 'gpuq workload delete|--context' 'gpuq workload suspend|-p' 'gpuq workload suspend|--project' 'gpuq workload suspend|--context' 'gpuq workload resume|-p' 'gpuq workload resume|--project' 'gpuq workload resume|--context' 'gpuq workload wait|--for' 'gpuq workload wait|--timeout' 'gpuq workload wait|-p' 'gpuq workload wait|--project' 'gpuq workload wait|--context' 'gpuq workload logs|-t' 'gpuq workload logs|--tail' 'gpuq workload logs|--pod' 'gpuq workload logs|--type' 'gpuq workload logs|-p' 'gpuq workload logs|--project' 'gpuq workload logs|--context' 'gpuq workload attach|--pod' 'gpuq workload attach|-p' 'gpuq workload attach|--project' 'gpuq workload attach|--context' 'gpuq workload exec|--pod' 'gpuq workload exec|-p' 'gpuq workload exec|--project' 'gpuq workload exec|--context' 'gpuq workload bash|--pod' 'gpuq workload bash|-p' 'gpuq workload bash|--project' 'gpuq workload bash|--context' 'gpuq workload port-forward|--port' 'gpuq workload port-forward|--address' 'gpuq workload port-forward|--pod' 'gpuq workload port-forward|-p' 'gpuq workload port-forward|--project' 'gpuq workload port-forward|--context' 'gpuq logs|-t' 'gpuq logs|--tail' 'gpuq logs|--pod' 'gpuq logs|--type' 'gpuq logs|-p' 'gpuq logs|--project' 'gpuq logs|--context' 'gpuq attach|--pod' 'gpuq attach|-p' 'gpuq attach|--project' 'gpuq attach|--context' 'gpuq exec|--pod' 'gpuq exec|-p' 'gpuq exec|--project' 'gpuq exec|--context' 'gpuq bash|--pod' 'gpuq bash|-p' 'gpuq bash|--project' 'gpuq bash|--context' 'gpuq port-forward|--port' 'gpuq port-forward|--address' 'gpuq port-forward|--pod' 'gpuq port-forward|-p' 'gpuq port-forward|--project' 'gpuq port-forward|--context' 'gpuq pytorch|-p' 'gpuq pytorch|--project' 'gpuq pytorch|--context' 'gpuq pytorch submit|--name' 'gpuq pytorch submit|-f' 'gpuq pytorch submit|--file' 'gpuq pytorch submit|-i' 'gpuq pytorch submit|--image' 'gpuq pytorch submit|-e' 'gpuq pytorch submit|--environment-variable' 'gpuq pytorch submit|--environment' 'gpuq pytorch submit|--export' 'gpuq pytorch submit|--working-dir' 'gpuq pytorch submit|-g' 'gpuq pytorch submit|--gpu-devices-request' 'gpuq pytorch submit|--gpu-portion-request' 'gpuq pytorch submit|--gpu-portion-limit' 'gpuq pytorch submit|--gpu-memory-request' 'gpuq pytorch submit|--gpu-memory-limit' 'gpuq pytorch submit|--gpu-request-type' 'gpuq pytorch submit|--mig-profile' 'gpuq pytorch submit|--cpu-core-request' 'gpuq pytorch submit|--cpu-core-limit' 'gpuq pytorch submit|--cpu-memory-request' 'gpuq pytorch submit|--cpu-memory-limit' 'gpuq pytorch submit|--extended-resource' 'gpuq pytorch submit|--compute' 'gpuq pytorch submit|--profile' 'gpuq pytorch submit|--node-pools' 'gpuq pytorch submit|--priority' 'gpuq pytorch submit|--preemptibility' 'gpuq pytorch submit|--backoff-limit' 'gpuq pytorch submit|--termination-grace-period' 'gpuq pytorch submit|--parallelism' 'gpuq pytorch submit|--runs' 'gpuq pytorch submit|--completions' 'gpuq pytorch submit|--label' 'gpuq pytorch submit|--annotation' 'gpuq pytorch submit|--run-as-uid' 'gpuq pytorch submit|--run-as-gid' 'gpuq pytorch submit|--name-prefix' 'gpuq pytorch submit|--wait-for' 'gpuq pytorch submit|--node-type' 'gpuq pytorch submit|--toleration' 'gpuq pytorch submit|--image-pull-policy' 'gpuq pytorch submit|--template' 'gpuq pytorch submit|--auto-deletion-time-after-completion' 'gpuq pytorch submit|--port' 'gpuq pytorch submit|-s' 'gpuq pytorch submit|--service-type' 'gpuq pytorch submit|--external-url' 'gpuq pytorch submit|--existing-pvc' 'gpuq pytorch submit|--new-pvc' 'gpuq pytorch submit|--host-path' 'gpuq pytorch submit|--workers' 'gpuq pytorch submit|--min-replicas' 'gpuq pytorch submit|--max-replicas' 'gpuq pytorch submit|-p' 'gpuq pytorch submit|--project' 'gpuq pytorch submit|--context' 'gpuq pytorch list|--status' 'gpuq pytorch list|--columns' 'gpuq pytorch list|-o' 'gpuq pytorch list|--output' 'gpuq pytorch list|--limit' 'gpuq pytorch list|--max-items' 'gpuq pytorch list|--offset' 'gpuq pytorch list|-p' 'gpuq pytorch list|--project' 'gpuq pytorch list|--context' 'gpuq pytorch describe|-o' 'gpuq pytorch describe|--output' 'gpuq pytorch describe|--event-limit' 'gpuq pytorch describe|-p' 'gpuq pytorch describe|--project' 'gpuq pytorch describe|--context' 'gpuq pytorch delete|-p' 'gpuq pytorch delete|--project' 'gpuq pytorch delete|--context' 'gpuq pytorch suspend|-p' 'gpuq pytorch suspend|--project' 'gpuq pytorch suspend|--context' 'gpuq pytorch resume|-p' 'gpuq pytorch resume|--project' 'gpuq pytorch resume|--context' 'gpuq pytorch wait|--for' 'gpuq pytorch wait|--timeout' 'gpuq pytorch wait|-p' 'gpuq pytorch wait|--project' 'gpuq pytorch wait|--context' 'gpuq pytorch logs|-t' 'gpuq pytorch logs|--tail' 'gpuq pytorch logs|--pod' 'gpuq pytorch logs|-p' 'gpuq pytorch logs|--project' 'gpuq pytorch logs|--context' 'gpuq pytorch attach|--pod' 'gpuq pytorch attach|-p' 'gpuq pytorch attach|--project' 'gpuq pytorch attach|--context' 'gpuq pytorch exec|--pod' 'gpuq pytorch exec|-p' 'gpuq pytorch exec|--project' 'gpuq pytorch exec|--context' 'gpuq pytorch bash|--pod' 'gpuq pytorch bash|-p' 'gpuq pytorch bash|--project' 'gpuq pytorch bash|--context' 'gpuq pytorch port-forward|--port' 'gpuq pytorch port-forward|--address' 'gpuq pytorch port-forward|--pod' 'gpuq pytorch port-forward|-p' 'gpuq pytorch port-forward|--project' 'gpuq pytorch port-forward|--context' 'gpuq tensorflow|-p' 'gpuq tensorflow|--project' 'gpuq tensorflow|--context' 'gpuq tensorflow submit|--name' 'gpuq tensorflow submit|-f' 'gpuq tensorflow submit|--file' 'gpuq tensorflow submit|-i' 'gpuq tensorflow submit|--image' 'gpuq tensorflow submit|-e' 'gpuq tensorflow submit|--environment-variable' 'gpuq tensorflow submit|--environment' 'gpuq tensorflow submit|--export' 'gpuq tensorflow submit|--working-dir' 'gpuq tensorflow submit|-g' 'gpuq tensorflow submit|--gpu-devices-request' 'gpuq tensorflow submit|--gpu-portion-request' 'gpuq tensorflow submit|--gpu-portion-limit' 'gpuq tensorflow submit|--gpu-memory-request' 'gpuq tensorflow submit|--gpu-memory-limit' 'gpuq tensorflow submit|--gpu-request-type' 'gpuq tensorflow submit|--mig-profile' 'gpuq tensorflow submit|--cpu-core-request' 'gpuq tensorflow submit|--cpu-core-limit' 'gpuq tensorflow submit|--cpu-memory-request' 'gpuq tensorflow submit|--cpu-memory-limit' 'gpuq tensorflow submit|--extended-resource' 'gpuq tensorflow submit|--compute' 'gpuq tensorflow submit|--profile' 'gpuq tensorflow submit|--node-pools' 'gpuq tensorflow submit|--priority' 'gpuq tensorflow submit|--preemptibility' 'gpuq tensorflow submit|--backoff-limit' 'gpuq tensorflow submit|--termination-grace-period' 'gpuq tensorflow submit|--parallelism' 'gpuq tensorflow submit|--runs' 'gpuq tensorflow submit|--completions' 'gpuq tensorflow submit|--label' 'gpuq tensorflow submit|--annotation' 'gpuq tensorflow submit|--run-as-uid' 'gpuq tensorflow submit|--run-as-gid' 'gpuq tensorflow submit|--name-prefix' 'gpuq tensorflow submit|--wait-for' 'gpuq tensorflow submit|--node-type' 'gpuq tensorflow submit|--toleration' 'gpuq tensorflow submit|--image-pull-policy' 'gpuq tensorflow submit|--template' 'gpuq tensorflow submit|--auto-deletion-time-after-completion' 'gpuq tensorflow submit|--port' 'gpuq tensorflow submit|-s' 'gpuq tensorflow submit|--service-type' 'gpuq tensorflow submit|--external-url' 'gpuq tensorflow submit|--existing-pvc' 'gpuq tensorflow submit|--new-pvc' 'gpuq tensorflow submit|--host-path' 'gpuq tensorflow submit|--workers' 'gpuq tensorflow submit|--min-replicas' 'gpuq tensorflow submit|--max-replicas' 'gpuq tensorflow submit|-p' 'gpuq tensorflow submit|--project' 'gpuq tensorflow submit|--context' 'gpuq tensorflow list|--status' 'gpuq tensorflow list|--columns' 'gpuq tensorflow list|-o' 'gpuq tensorflow list|--output' 'gpuq tensorflow list|--limit' 'gpuq tensorflow list|--max-items' 'gpuq tensorflow list|--offset' 'gpuq tensorflow list|-p' 'gpuq tensorflow list|--project' 'gpuq tensorflow list|--context' 'gpuq tensorflow describe|-o' 'gpuq tensorflow describe|--output' 'gpuq tensorflow describe|--event-limit' 'gpuq tensorflow describe|-p' 'gpuq tensorflow describe|--project' 'gpuq tensorflow describe|--context' 'gpuq tensorflow delete|-p' 'gpuq tensorflow delete|--project' 'gpuq tensorflow delete|--context' 'gpuq tensorflow suspend|-p' 'gpuq tensorflow suspend|--project' 'gpuq tensorflow suspend|--context' 'gpuq tensorflow resume|-p' 'gpuq tensorflow resume|--project' 'gpuq tensorflow resume|--context' 'gpuq tensorflow wait|--for' 'gpuq tensorflow wait|--timeout' 'gpuq tensorflow wait|-p' 'gpuq tensorflow wait|--project' 'gpuq tensorflow wait|--context' 'gpuq tensorflow logs|-t' 'gpuq tensorflow logs|--tail' 'gpuq tensorflow logs|--pod' 'gpuq tensorflow logs|-p' 'gpuq tensorflow logs|--project' 'gpuq tensorflow logs|--context' 'gpuq tensorflow attach|--pod' 'gpuq tensorflow attach|-p' 'gpuq tensorflow attach|--project' 'gpuq tensorflow attach|--context' 'gpuq tensorflow exec|--pod' 'gpuq tensorflow exec|-p' 'gpuq tensorflow exec|--project' 'gpuq tensorflow exec|--context' 'gpuq tensorflow bash|--pod' 'gpuq tensorflow bash|-p' 'gpuq tensorflow bash|--project' 'gpuq tensorflow bash|--context' 'gpuq tensorflow port-forward|--port' 'gpuq tensorflow port-forward|--address' 'gpuq tensorflow port-forward|--pod' 'gpuq tensorflow port-forward|-p' 'gpuq tensorflow port-forward|--project' 'gpuq tensorflow port-forward|--context' 'gpuq xgboost|-p' 'gpuq xgboost|--project' 'gpuq xgboost|--context' 'gpuq xgboost submit|--name' 'gpuq xgboost submit|-f' 'gpuq xgboost submit|--file' 'gpuq xgboost submit|-i' 'gpuq xgboost submit|--image' 'gpuq xgboost submit|-e' 'gpuq xgboost submit|--environment-variable' 'gpuq xgboost submit|--environment' 'gpuq xgboost submit|--export' 'gpuq xgboost submit|--working-dir' 'gpuq xgboost submit|-g' 'gpuq xgboost submit|--gpu-devices-request' 'gpuq xgboost submit|--gpu-portion-request' 'gpuq xgboost submit|--gpu-portion-limit' 'gpuq xgboost submit|--gpu-memory-request' 'gpuq xgboost submit|--gpu-memory-limit' 'gpuq xgboost submit|--gpu-request-type' 'gpuq xgboost submit|--mig-profile' 'gpuq xgboost submit|--cpu-core-request' 'gpuq xgboost submit|--cpu-core-limit' 'gpuq xgboost submit|--cpu-memory-request' 'gpuq xgboost submit|--cpu-memory-limit' 'gpuq xgboost submit|--extended-resource' 'gpuq xgboost submit|--compute' 'gpuq xgboost submit|--profile' 'gpuq xgboost submit|--node-pools' 'gpuq xgboost submit|--priority' 'gpuq xgboost submit|--preemptibility' 'gpuq xgboost submit|--backoff-limit' 'gpuq xgboost submit|--termination-grace-period' 'gpuq xgboost submit|--parallelism' 'gpuq xgboost submit|--runs' 'gpuq xgboost submit|--completions' 'gpuq xgboost submit|--label' 'gpuq xgboost submit|--annotation' 'gpuq xgboost submit|--run-as-uid' 'gpuq xgboost submit|--run-as-gid' 'gpuq xgboost submit|--name-prefix' 'gpuq xgboost submit|--wait-for' 'gpuq xgboost submit|--node-type' 'gpuq xgboost submit|--toleration' 'gpuq xgboost submit|--image-pull-policy' 'gpuq xgboost submit|--template' 'gpuq xgboost submit|--auto-deletion-time-after-completion' 'gpuq xgboost submit|--port' 'gpuq xgboost submit|-s' 'gpuq xgboost submit|--service-type' 'gpuq xgboost submit|--external-url' 'gpuq xgboost submit|--existing-pvc' 'gpuq xgboost submit|--new-pvc' 'gpuq xgboost submit|--host-path' 'gpuq xgboost submit|--workers' 'gpuq xgboost submit|--min-replicas' 'gpuq xgboost submit|--max-replicas' 'gpuq xgboost submit|-p' 'gpuq xgboost submit|--project' 'gpuq xgboost submit|--context' 'gpuq xgboost list|--status' 'gpuq xgboost list|--columns' 'gpuq xgboost list|-o' 'gpuq xgboost list|--output' 'gpuq xgboost list|--limit' 'gpuq xgboost list|--max-items' 'gpuq xgboost list|--offset' 'gpuq xgboost list|-p' 'gpuq xgboost list|--project' 'gpuq xgboost list|--context' 'gpuq xgboost describe|-o' 'gpuq xgboost describe|--output' 'gpuq xgboost describe|--event-limit' 'gpuq xgboost describe|-p' 'gpuq xgboost describe|--project' 'gpuq xgboost describe|--context' 'gpuq xgboost delete|-p' 'gpuq xgboost delete|--project' 'gpuq xgboost delete|--context' 'gpuq xgboost suspend|-p' 'gpuq xgboost suspend|--project' 'gpuq xgboost suspend|--context' 'gpuq xgboost resume|-p' 'gpuq xgboost resume|--project' 'gpuq xgboost resume|--context' 'gpuq xgboost wait|--for' 'gpuq xgboost wait|--timeout' 'gpuq xgboost wait|-p' 'gpuq xgboost wait|--project' 'gpuq xgboost wait|--context' 'gpuq xgboost logs|-t' 'gpuq xgboost logs|--tail' 'gpuq xgboost logs|--pod' 'gpuq xgboost logs|-p' 'gpuq xgboost logs|--project' 'gpuq xgboost logs|--context' 'gpuq xgboost attach|--pod' 'gpuq xgboost attach|-p' 'gpuq xgboost attach|--project' 'gpuq xgboost attach|--context' 'gpuq xgboost exec|--pod' 'gpuq xgboost exec|-p' 'gpuq xgboost exec|--project' 'gpuq xgboost exec|--context' 'gpuq xgboost bash|--pod' 'gpuq xgboost bash|-p' 'gpuq xgboost bash|--project' 'gpuq xgboost bash|--context' 'gpuq xgboost port-forward|--port' 'gpuq xgboost port-forward|--address' 'gpuq xgboost port-forward|--pod' 'gpuq xgboost port-forward|-p' 'gpuq xgboost port-forward|--project' 'gpuq xgboost port-forward|--context' 'gpuq mpi|-p' 'gpuq mpi|--project' 'gpuq mpi|--context' 'gpuq mpi submit|--name' 'gpuq mpi submit|-f' 'gpuq mpi submit|--file' 'gpuq mpi submit|-i' 'gpuq mpi submit|--image' 'gpuq mpi submit|-e' 'gpuq mpi submit|--environment-variable' 'gpuq mpi submit|--environment' 'gpuq mpi submit|--export' 'gpuq mpi submit|--working-dir' 'gpuq mpi submit|-g' 'gpuq mpi submit|--gpu-devices-request' 'gpuq mpi submit|--gpu-portion-request' 'gpuq mpi submit|--gpu-portion-limit' 'gpuq mpi submit|--gpu-memory-request' 'gpuq mpi submit|--gpu-memory-limit' 'gpuq mpi submit|--gpu-request-type' 'gpuq mpi submit|--mig-profile' 'gpuq mpi submit|--cpu-core-request' 'gpuq mpi submit|--cpu-core-limit' 'gpuq mpi submit|--cpu-memory-request' 'gpuq mpi submit|--cpu-memory-limit' 'gpuq mpi submit|--extended-resource' 'gpuq mpi submit|--compute' 'gpuq mpi submit|--profile' 'gpuq mpi submit|--node-pools' 'gpuq mpi submit|--priority' 'gpuq mpi submit|--preemptibility' 'gpuq mpi submit|--backoff-limit' 'gpuq mpi submit|--termination-grace-period' 'gpuq mpi submit|--parallelism' 'gpuq mpi submit|--runs' 'gpuq mpi submit|--completions' 'gpuq mpi submit|--label' 'gpuq mpi submit|--annotation' 'gpuq mpi submit|--run-as-uid' 'gpuq mpi submit|--run-as-gid' 'gpuq mpi submit|--name-prefix' 'gpuq mpi submit|--wait-for' 'gpuq mpi submit|--node-type' 'gpuq mpi submit|--toleration' 'gpuq mpi submit|--image-pull-policy' 'gpuq mpi submit|--template' 'gpuq mpi submit|--auto-deletion-time-after-completion' 'gpuq mpi submit|--port' 'gpuq mpi submit|-s' 'gpuq mpi submit|--service-type' 'gpuq mpi submit|--external-url' 'gpuq mpi submit|--existing-pvc' 'gpuq mpi submit|--new-pvc' 'gpuq mpi submit|--host-path' 'gpuq mpi submit|--workers' 'gpuq mpi submit|--min-replicas' 'gpuq mpi submit|--max-replicas' 'gpuq mpi submit|-p' 'gpuq mpi submit|--project' 'gpuq mpi submit|--context' 'gpuq mpi list|--status' 'gpuq mpi list|--columns' 'gpuq mpi list|-o' 'gpuq mpi list|--output' 'gpuq mpi list|--limit' 'gpuq mpi list|--max-items' 'gpuq mpi list|--offset' 'gpuq mpi list|-p' 'gpuq mpi list|--project' 'gpuq mpi list|--context' 'gpuq mpi describe|-o' 'gpuq mpi describe|--output' 'gpuq mpi describe|--event-limit' 'gpuq mpi describe|-p' 'gpuq mpi describe|--project' 'gpuq mpi describe|--context' 'gpuq mpi delete|-p' 'gpuq mpi delete|--project' 'gpuq mpi delete|--context' 'gpuq mpi suspend|-p' 'gpuq mpi suspend|--project' 'gpuq mpi suspend|--context' 'gpuq mpi resume|-p' 'gpuq mpi resume|--project' 'gpuq mpi resume|--context' 'gpuq mpi wait|--for' 'gpuq mpi wait|--timeout' 'gpuq mpi wait|-p' 'gpuq mpi wait|--project' 'gpuq mpi wait|--context' 'gpuq mpi logs|-t' 'gpuq mpi logs|--tail' 'gpuq mpi logs|--pod' 'gpuq mpi logs|-p' 'gpuq mpi logs|--project' 'gpuq mpi logs|--context' 'gpuq mpi attach|--pod' 'gpuq mpi attach|-p' 'gpuq mpi attach|--project' 'gpuq mpi attach|--context' 'gpuq mpi exec|--pod' 'gpuq mpi exec|-p' 'gpuq mpi exec|--project' 'gpuq mpi exec|--context' 'gpuq mpi bash|--pod' 'gpuq mpi bash|-p' 'gpuq mpi bash|--project' 'gpuq mpi bash|--context' 'gpuq mpi port-forward|--port' 'gpuq mpi port-forward|--address' 'gpuq mpi port-forward|--pod' 'gpuq mpi port-forward|-p' 'gpuq mpi port-forward|--project' 'gpuq mpi port-forward|--context' 'gpuq submit-dist|-p' 'gpuq submit-dist|--project' 'gpuq submit-dist|--context' 'gpuq submit-dist pytorch|--name' 'gpuq submit-dist pytorch|-g' 'gpuq submit-dist pytorch|--gpu' 'gpuq submit-dist pytorch|--gpu-memory' 'gpuq submit-dist pytorch|--mig-profile' 'gpuq submit-dist pytorch|--mig' 'gpuq submit-dist pytorch|--cpu' 'gpuq submit-dist pytorch|--cpu-limit' 'gpuq submit-dist pytorch|--memory' 'gpuq submit-dist pytorch|--memory-limit' 'gpuq submit-dist pytorch|-e' 'gpuq submit-dist pytorch|--environment' 'gpuq submit-dist pytorch|--export' 'gpuq submit-dist pytorch|--working-dir' 'gpuq submit-dist pytorch|--node-pools' 'gpuq submit-dist pytorch|-i' 'gpuq submit-dist pytorch|--image' 'gpuq submit-dist pytorch|--backoff-limit' 'gpuq submit-dist pytorch|--completions' 'gpuq submit-dist pytorch|--parallelism' 'gpuq submit-dist pytorch|--name-prefix' 'gpuq submit-dist pytorch|--job-name-prefix' 'gpuq submit-dist pytorch|--wait-for' 'gpuq submit-dist pytorch|--node-type' 'gpuq submit-dist pytorch|--toleration' 'gpuq submit-dist pytorch|--image-pull-policy' 'gpuq submit-dist pytorch|--template' 'gpuq submit-dist pytorch|--ttl-after-finish' 'gpuq submit-dist pytorch|--port' 'gpuq submit-dist pytorch|-s' 'gpuq submit-dist pytorch|--service-type' 'gpuq submit-dist pytorch|--external-url' 'gpuq submit-dist pytorch|--existing-pvc' 'gpuq submit-dist pytorch|--new-pvc' 'gpuq submit-dist pytorch|--host-path' 'gpuq submit-dist pytorch|--pvc' 'gpuq submit-dist pytorch|-v' 'gpuq submit-dist pytorch|--volume' 'gpuq submit-dist pytorch|--workers' 'gpuq submit-dist pytorch|--min-replicas' 'gpuq submit-dist pytorch|--max-replicas' 'gpuq submit-dist pytorch|-p' 'gpuq submit-dist pytorch|--project' 'gpuq submit-dist pytorch|--context' 'gpuq submit-dist tf|--name' 'gpuq submit-dist tf|-g' 'gpuq submit-dist tf|--gpu' 'gpuq submit-dist tf|--gpu-memory' 'gpuq submit-dist tf|--mig-profile' 'gpuq submit-dist tf|--mig' 'gpuq submit-dist tf|--cpu' 'gpuq submit-dist tf|--cpu-limit' 'gpuq submit-dist tf|--memory' 'gpuq submit-dist tf|--memory-limit' 'gpuq submit-dist tf|-e' 'gpuq submit-dist tf|--environment' 'gpuq submit-dist tf|--export' 'gpuq submit-dist tf|--working-dir' 'gpuq submit-dist tf|--node-pools' 'gpuq submit-dist tf|-i' 'gpuq submit-dist tf|--image' 'gpuq submit-dist tf|--backoff-limit' 'gpuq submit-dist tf|--completions' 'gpuq submit-dist tf|--parallelism' 'gpuq submit-dist tf|--name-prefix' 'gpuq submit-dist tf|--job-name-prefix' 'gpuq submit-dist tf|--wait-for' 'gpuq submit-dist tf|--node-type' 'gpuq submit-dist tf|--toleration' 'gpuq submit-dist tf|--image-pull-policy' 'gpuq submit-dist tf|--template' 'gpuq submit-dist tf|--ttl-after-finish' 'gpuq submit-dist tf|--port' 'gpuq submit-dist tf|-s' 'gpuq submit-dist tf|--service-type' 'gpuq submit-dist tf|--external-url' 'gpuq submit-dist tf|--existing-pvc' 'gpuq submit-dist tf|--new-pvc' 'gpuq submit-dist tf|--host-path' 'gpuq submit-dist tf|--pvc' 'gpuq submit-dist tf|-v' 'gpuq submit-dist tf|--volume' 'gpuq submit-dist tf|--workers' 'gpuq submit-dist tf|--min-replicas' 'gpuq submit-dist tf|--max-replicas' 'gpuq submit-dist tf|-p' 'gpuq submit-dist tf|--project' 'gpuq submit-dist tf|--context' 'gpuq submit-dist xgboost|--name' 'gpuq submit-dist xgboost|-g' 'gpuq submit-dist xgboost|--gpu' 'gpuq submit-dist xgboost|--gpu-memory' 'gpuq submit-dist xgboost|--mig-profile' 'gpuq submit-dist xgboost|--mig' 'gpuq submit-dist xgboost|--cpu' 'gpuq submit-dist xgboost|--cpu-limit' 'gpuq submit-dist xgboost|--memory' 'gpuq submit-dist xgboost|--memory-limit' 'gpuq submit-dist xgboost|-e' 'gpuq submit-dist xgboost|--environment' 'gpuq submit-dist xgboost|--export' 'gpuq submit-dist xgboost|--working-dir' 'gpuq submit-dist xgboost|--node-pools' 'gpuq submit-dist xgboost|-i' 'gpuq submit-dist xgboost|--image' 'gpuq submit-dist xgboost|--backoff-limit' 'gpuq submit-dist xgboost|--completions' 'gpuq submit-dist xgboost|--parallelism' 'gpuq submit-dist xgboost|--name-prefix' 'gpuq submit-dist xgboost|--job-name-prefix' 'gpuq submit-dist xgboost|--wait-for' 'gpuq submit-dist xgboost|--node-type' 'gpuq submit-dist xgboost|--toleration' 'gpuq submit-dist xgboost|--image-pull-policy' 'gpuq submit-dist xgboost|--template' 'gpuq submit-dist xgboost|--ttl-after-finish' 'gpuq submit-dist xgboost|--port' 'gpuq submit-dist xgboost|-s' 'gpuq submit-dist xgboost|--service-type' 'gpuq submit-dist xgboost|--external-url' 'gpuq submit-dist xgboost|--existing-pvc' 'gpuq submit-dist xgboost|--new-pvc' 'gpuq submit-dist xgboost|--host-path' 'gpuq submit-dist xgboost|--pvc' 'gpuq submit-dist xgboost|-v' 'gpuq submit-dist xgboost|--volume' 'gpuq submit-dist xgboost|--workers' 'gpuq submit-dist xgboost|--min-replicas' 'gpuq submit-dist xgboost|--max-replicas' 'gpuq submit-dist xgboost|-p' 'gpuq submit-dist xgboost|--project' 'gpuq submit-dist xgboost|--context' 'gpuq submit-dist mpi|--name' 'gpuq submit-dist mpi|-g' 'gpuq submit-dist mpi|--gpu' 'gpuq submit-dist mpi|--gpu-memory' 'gpuq submit-dist mpi|--mig-profile' 'gpuq submit-dist mpi|--mig' 'gpuq submit-dist mpi|--cpu' 'gpuq submit-dist mpi|--cpu-limit' 'gpuq submit-dist mpi|--memory' 'gpuq submit-dist mpi|--memory-limit' 'gpuq submit-dist mpi|-e' 'gpuq submit-dist mpi|--environment' 'gpuq submit-dist mpi|--export' 'gpuq submit-dist mpi|--working-dir' 'gpuq submit-dist mpi|--node-pools' 'gpuq submit-dist mpi|-i' 'gpuq submit-dist mpi|--image' 'gpuq submit-dist mpi|--backoff-limit' 'gpuq submit-dist mpi|--completions' 'gpuq submit-dist mpi|--parallelism' 'gpuq submit-dist mpi|--name-prefix' 'gpuq submit-dist mpi|--job-name-prefix' 'gpuq submit-dist mpi|--wait-for' 'gpuq submit-dist mpi|--node-type' 'gpuq submit-dist mpi|--toleration' 'gpuq submit-dist mpi|--image-pull-policy' 'gpuq submit-dist mpi|--template' 'gpuq submit-dist mpi|--ttl-after-finish' 'gpuq submit-dist mpi|--port' 'gpuq submit-dist mpi|-s' 'gpuq submit-dist mpi|--service-type' 'gpuq submit-dist mpi|--external-url' 'gpuq submit-dist mpi|--existing-pvc' 'gpuq submit-dist mpi|--new-pvc' 'gpuq submit-dist mpi|--host-path' 'gpuq submit-dist mpi|--pvc' 'gpuq submit-dist mpi|-v' 'gpuq submit-dist mpi|--volume' 'gpuq submit-dist mpi|--workers' 'gpuq submit-dist mpi|--min-replicas' 'gpuq submit-dist mpi|--max-replicas' 'gpuq submit-dist mpi|-p' 'gpuq submit-dist mpi|--project' 'gpuq submit-dist mpi|--context' 'gpuq list|--status' 'gpuq list|--type' 'gpuq list|--columns' 'gpuq list|-o' 'gpuq list|--output' 'gpuq list|--limit' 'gpuq list|--max-items' 'gpuq list|--offset' 'gpuq list|-p' 'gpuq list|--project' 'gpuq list|--context' 'gpuq list jobs|--status' 'gpuq list jobs|--type' 'gpuq list jobs|--columns' 'gpuq list jobs|-o' 'gpuq list jobs|--output' 'gpuq list jobs|--limit' 'gpuq list jobs|--max-items' 'gpuq list jobs|--offset' 'gpuq list jobs|-p' 'gpuq list jobs|--project' 'gpuq list jobs|--context' 'gpuq list nodes|-o' 'gpuq list nodes|--output' 'gpuq list nodes|--status' 'gpuq list nodes|--type' 'gpuq list nodes|--columns' 'gpuq list nodes|--limit' 'gpuq list nodes|--max-items' 'gpuq list nodes|--offset' 'gpuq list nodes|-p' 'gpuq list nodes|--project' 'gpuq list nodes|--context' 'gpuq list projects|-o' 'gpuq list projects|--output' 'gpuq list projects|--status' 'gpuq list projects|--type' 'gpuq list projects|--columns' 'gpuq list projects|--limit' 'gpuq list projects|--max-items' 'gpuq list projects|--offset' 'gpuq list projects|-p' 'gpuq list projects|--project' 'gpuq list projects|--context' 'gpuq describe|-p' 'gpuq describe|--project' 'gpuq describe|--context' 'gpuq describe job|-o' 'gpuq describe job|--output' 'gpuq describe job|--event-limit' 'gpuq describe job|-p' 'gpuq describe job|--project' 'gpuq describe job|--context' 'gpuq describe node|-o' 'gpuq describe node|--output' 'gpuq describe node|-p' 'gpuq describe node|--project' 'gpuq describe node|--context' 'gpuq delete|-p' 'gpuq delete|--project' 'gpuq delete|--context' 'gpuq suspend|-p' 'gpuq suspend|--project' 'gpuq suspend|--context' 'gpuq resume|-p' 'gpuq resume|--project' 'gpuq resume|--context' 'gpuq simulate|-o' 'gpuq simulate|--output' 'gpuq simulate|--cycles' 'gpuq simulate|--timeline' 'gpuq simulate|-p' 'gpuq simulate|--project' 'gpuq simulate|--context' 'gpuq daemon|--config' 'gpuq daemon|--state-dir' 'gpuq daemon|--socket' 'gpuq daemon|--listen' 'gpuq daemon|--gpus' 'gpuq daemon|--backend' 'gpuq daemon|--kubeconfig' 'gpuq daemon|--context' 'gpuq daemon|-p' 'gpuq daemon|--project' 'gpuq daemon token|--config' 'gpuq daemon token|--state-dir' 'gpuq daemon token|--socket' 'gpuq daemon token|--listen' 'gpuq daemon token|--gpus' 'gpuq daemon token|--backend' 'gpuq daemon token|--kubeconfig' 'gpuq daemon token|--context' 'gpuq daemon token|-p' 'gpuq daemon token|--project' 'gpuq daemon token create|--user' 'gpuq daemon token create|--socket' 'gpuq daemon token create|--config' 'gpuq daemon token create|--state-dir' 'gpuq daemon token create|--listen' 'gpuq daemon token create|--gpus' 'gpuq daemon token create|--backend' 'gpuq daemon token create|--kubeconfig' 'gpuq daemon token create|--context' 'gpuq daemon token create|-p' 'gpuq daemon token create|--project' 'gpuq daemon token list|--socket' 'gpuq daemon token list|--config' 'gpuq daemon token list|--state-dir' 'gpuq daemon token list|--listen' 'gpuq daemon token list|--gpus' 'gpuq daemon token list|--backend' 'gpuq daemon token list|--kubeconfig' 'gpuq daemon token list|--context' 'gpuq daemon token list|-p' 'gpuq daemon token list|--project' 'gpuq daemon token revoke|--socket' 'gpuq daemon token revoke|--config' 'gpuq daemon token revoke|--state-dir' 'gpuq daemon token revoke|--listen' 'gpuq daemon token revoke|--gpus' 'gpuq daemon token revoke|--backend' 'gpuq daemon token revoke|--kubeconfig' 'gpuq daemon token revoke|--context' 'gpuq daemon token revoke|-p' 'gpuq daemon token revoke|--project' 'gpuq project|-p' 'gpuq project|--project' 'gpuq project|--context' 'gpuq project list|-o' 'gpuq project list|--output' 'gpuq project list|-p' 'gpuq project list|--project' 'gpuq project list|--context' 'gpuq project describe|-o' 'gpuq project describe|--output' 'gpuq project describe|-p' 'gpuq project describe|--project' 'gpuq project describe|--context' 'gpuq project create|--gpu-quota' 'gpuq project create|--deserved-gpus' 'gpuq project create|--gpu-limit' 'gpuq project create|--max-allowed-gpus' 'gpuq project create|--over-quota-weight' 'gpuq project create|--gpu-over-quota-weight' 'gpuq project create|--cpu-quota' 'gpuq project create|--deserved-cpu' 'gpuq project create|--cpu-limit' 'gpuq project create|--memory-quota' 'gpuq project create|--deserved-memory' 'gpuq project create|--memory-limit' 'gpuq project create|--node-pool-name' 'gpuq project create|--node-pool' 'gpuq project create|--parent' 'gpuq project create|--department' 'gpuq project create|--priority' 'gpuq project create|--description' 'gpuq project create|--preempt-min-runtime' 'gpuq project create|--reclaim-min-runtime' 'gpuq project create|-o' 'gpuq project create|--output' 'gpuq project create|-p' 'gpuq project create|--project' 'gpuq project create|--context' 'gpuq project update|--gpu-quota' 'gpuq project update|--deserved-gpus' 'gpuq project update|--gpu-limit' 'gpuq project update|--max-allowed-gpus' 'gpuq project update|--over-quota-weight' 'gpuq project update|--gpu-over-quota-weight' 'gpuq project update|--cpu-quota' 'gpuq project update|--deserved-cpu' 'gpuq project update|--cpu-limit' 'gpuq project update|--memory-quota' 'gpuq project update|--deserved-memory' 'gpuq project update|--memory-limit' 'gpuq project update|--node-pool-name' 'gpuq project update|--node-pool' 'gpuq project update|--parent' 'gpuq project update|--department' 'gpuq project update|--priority' 'gpuq project update|--description' 'gpuq project update|--preempt-min-runtime' 'gpuq project update|--reclaim-min-runtime' 'gpuq project update|-o' 'gpuq project update|--output' 'gpuq project update|-p' 'gpuq project update|--project' 'gpuq project update|--context' 'gpuq project delete|-p' 'gpuq project delete|--project' 'gpuq project delete|--context' 'gpuq project set|-p' 'gpuq project set|--project' 'gpuq project set|--context' 'gpuq department|-p' 'gpuq department|--project' 'gpuq department|--context' 'gpuq department list|-o' 'gpuq department list|--output' 'gpuq department list|-p' 'gpuq department list|--project' 'gpuq department list|--context' 'gpuq department describe|-o' 'gpuq department describe|--output' 'gpuq department describe|-p' 'gpuq department describe|--project' 'gpuq department describe|--context' 'gpuq department create|--gpu-quota' 'gpuq department create|--deserved-gpus' 'gpuq department create|--gpu-limit' 'gpuq department create|--max-allowed-gpus' 'gpuq department create|--over-quota-weight' 'gpuq department create|--gpu-over-quota-weight' 'gpuq department create|--cpu-quota' 'gpuq department create|--deserved-cpu' 'gpuq department create|--cpu-limit' 'gpuq department create|--memory-quota' 'gpuq department create|--deserved-memory' 'gpuq department create|--memory-limit' 'gpuq department create|--node-pool-name' 'gpuq department create|--node-pool' 'gpuq department create|--priority' 'gpuq department create|--description' 'gpuq department create|--preempt-min-runtime' 'gpuq department create|--reclaim-min-runtime' 'gpuq department create|-o' 'gpuq department create|--output' 'gpuq department create|-p' 'gpuq department create|--project' 'gpuq department create|--context' 'gpuq department update|--gpu-quota' 'gpuq department update|--deserved-gpus' 'gpuq department update|--gpu-limit' 'gpuq department update|--max-allowed-gpus' 'gpuq department update|--over-quota-weight' 'gpuq department update|--gpu-over-quota-weight' 'gpuq department update|--cpu-quota' 'gpuq department update|--deserved-cpu' 'gpuq department update|--cpu-limit' 'gpuq department update|--memory-quota' 'gpuq department update|--deserved-memory' 'gpuq department update|--memory-limit' 'gpuq department update|--node-pool-name' 'gpuq department update|--node-pool' 'gpuq department update|--priority' 'gpuq department update|--description' 'gpuq department update|--preempt-min-runtime' 'gpuq department update|--reclaim-min-runtime' 'gpuq department update|-o' 'gpuq department update|--output' 'gpuq department update|-p' 'gpuq department update|--project' 'gpuq department update|--context' 'gpuq department delete|-p' 'gpuq department delete|--project' 'gpuq department delete|--context' 'gpuq node|-p' 'gpuq node|--project' 'gpuq node|--context' 'gpuq node list|-o' 'gpuq node list|--output' 'gpuq node list|-p' 'gpuq node list|--project' 'gpuq node list|--context' 'gpuq node describe|-o' 'gpuq node describe|--output' 'gpuq node describe|-p' 'gpuq node describe|--project' 'gpuq node describe|--context' 'gpuq nodepool|-p' 'gpuq nodepool|--project' 'gpuq nodepool|--context' 'gpuq nodepool list|-o' 'gpuq nodepool list|--output' 'gpuq nodepool list|-p' 'gpuq nodepool list|--project' 'gpuq nodepool list|--context' 'gpuq nodepool update|--min-guaranteed-runtime' 'gpuq nodepool update|-p' 'gpuq nodepool update|--project' 'gpuq nodepool update|--context' 'gpuq top|-p' 'gpuq top|--project' 'gpuq top|--context' 'gpuq top job|-o' 'gpuq top job|--output' 'gpuq top job|-p' 'gpuq top job|--project' 'gpuq top job|--context' 'gpuq top node|-o' 'gpuq top node|--output' 'gpuq top node|-p' 'gpuq top node|--project' 'gpuq top node|--context' 'gpuq compute-resource|-p' 'gpuq compute-resource|--project' 'gpuq compute-resource|--context' 'gpuq compute-resource create|--scope' 'gpuq compute-resource create|--department' 'gpuq compute-resource create|--description' 'gpuq compute-resource create|--gpu-devices' 'gpuq compute-resource create|--gpu-memory-request' 'gpuq compute-resource create|--gpu-memory-limit' 'gpuq compute-resource create|--mig-profile' 'gpuq compute-resource create|--cpu-core-request' 'gpuq compute-resource create|--cpu-core-limit' 'gpuq compute-resource create|--cpu-memory-request' 'gpuq compute-resource create|--cpu-memory-limit' 'gpuq compute-resource create|--extended-resource' 'gpuq compute-resource create|--from' 'gpuq compute-resource create|-p' 'gpuq compute-resource create|--project' 'gpuq compute-resource create|--context' 'gpuq compute-resource list|--filter' 'gpuq compute-resource list|--search' 'gpuq compute-resource list|--sort' 'gpuq compute-resource list|--columns' 'gpuq compute-resource list|-o' 'gpuq compute-resource list|--output' 'gpuq compute-resource list|-p' 'gpuq compute-resource list|--project' 'gpuq compute-resource list|--context' 'gpuq compute-resource describe|-o' 'gpuq compute-resource describe|--output' 'gpuq compute-resource describe|-p' 'gpuq compute-resource describe|--project' 'gpuq compute-resource describe|--context' 'gpuq compute-resource rename|--description' 'gpuq compute-resource rename|-p' 'gpuq compute-resource rename|--project' 'gpuq compute-resource rename|--context' 'gpuq compute-resource delete|-p' 'gpuq compute-resource delete|--project' 'gpuq compute-resource delete|--context' 'gpuq profile|-p' 'gpuq profile|--project' 'gpuq profile|--context' 'gpuq profile list|-o' 'gpuq profile list|--output' 'gpuq profile list|-p' 'gpuq profile list|--project' 'gpuq profile list|--context' 'gpuq profile describe|-o' 'gpuq profile describe|--output' 'gpuq profile describe|-p' 'gpuq profile describe|--project' 'gpuq profile describe|--context' 'gpuq profile use|-p' 'gpuq profile use|--project' 'gpuq profile use|--context' 'gpuq secret|-p' 'gpuq secret|--project' 'gpuq secret|--context' 'gpuq secret create|--from-file' 'gpuq secret create|--value' 'gpuq secret create|-p' 'gpuq secret create|--project' 'gpuq secret create|--context' 'gpuq secret list|-o' 'gpuq secret list|--output' 'gpuq secret list|-p' 'gpuq secret list|--project' 'gpuq secret list|--context' 'gpuq secret delete|-p' 'gpuq secret delete|--project' 'gpuq secret delete|--context' 'gpuq volume|-p' 'gpuq volume|--project' 'gpuq volume|--context' 'gpuq volume list|-o' 'gpuq volume list|--output' 'gpuq volume list|-p' 'gpuq volume list|--project' 'gpuq volume list|--context' 'gpuq volume describe|-o' 'gpuq volume describe|--output' 'gpuq volume describe|-p' 'gpuq volume describe|--project' 'gpuq volume describe|--context' 'gpuq volume delete|-p' 'gpuq volume delete|--project' 'gpuq volume delete|--context' 'gpuq config|-p' 'gpuq config|--project' 'gpuq config|--context' 'gpuq config view|-o' 'gpuq config view|--output' 'gpuq config view|-p' 'gpuq config view|--project' 'gpuq config view|--context' 'gpuq config get-contexts|-o' 'gpuq config get-contexts|--output' 'gpuq config get-contexts|-p' 'gpuq config get-contexts|--project' 'gpuq config get-contexts|--context' 'gpuq config set-context|--server' 'gpuq config set-context|--token-file' 'gpuq config set-context|-p' 'gpuq config set-context|--project' 'gpuq config set-context|--profile' 'gpuq config set-context|--context' 'gpuq config use-context|-p' 'gpuq config use-context|--project' 'gpuq config use-context|--context' 'gpuq config project|-p' 'gpuq config project|--project' 'gpuq config project|--context' 'gpuq login|--token-file' 'gpuq login|--server' 'gpuq login|--context' 'gpuq login|-p' 'gpuq login|--project' 'gpuq logout|--context' 'gpuq logout|-p' 'gpuq logout|--project' 'gpuq whoami|-o' 'gpuq whoami|--output' 'gpuq whoami|-p' 'gpuq whoami|--project' 'gpuq whoami|--context' 'gpuq doctor|-o' 'gpuq doctor|--output' 'gpuq doctor|-p' 'gpuq doctor|--project' 'gpuq doctor|--context' 'gpuq version|-o' 'gpuq version|--output' 'gpuq version|-p' 'gpuq version|--project' 'gpuq version|--context' 'gpuq completion|-p' 'gpuq completion|--project' 'gpuq completion|--context' 'gpuq __complete|-p' 'gpuq __complete|--project' 'gpuq __complete|--context' 'gpuq __generate-docs|-p' 'gpuq __generate-docs|--project' 'gpuq __generate-docs|--context'

function __gpuq_canon
    switch $argv[1]
        case 'gpuq|submit'
            echo submit
        case 'gpuq|training'
            echo training
        case 'gpuq|workspace'
            echo workspace
        case 'gpuq|inference'
            echo inference
        case 'gpuq|workload'
            echo workload
        case 'gpuq|logs'
            echo logs
        case 'gpuq|attach'
            echo attach
        case 'gpuq|exec'
            echo exec
        case 'gpuq|bash'
            echo bash
        case 'gpuq|port-forward'
            echo port-forward
        case 'gpuq|pytorch'
            echo pytorch
        case 'gpuq|tensorflow'
            echo tensorflow
        case 'gpuq|tf'
            echo tensorflow
        case 'gpuq|xgboost'
            echo xgboost
        case 'gpuq|mpi'
            echo mpi
        case 'gpuq|submit-dist'
            echo submit-dist
        case 'gpuq|list'
            echo list
        case 'gpuq|describe'
            echo describe
        case 'gpuq|delete'
            echo delete
        case 'gpuq|suspend'
            echo suspend
        case 'gpuq|resume'
            echo resume
        case 'gpuq|simulate'
            echo simulate
        case 'gpuq|daemon'
            echo daemon
        case 'gpuq|project'
            echo project
        case 'gpuq|department'
            echo department
        case 'gpuq|node'
            echo node
        case 'gpuq|nodepool'
            echo nodepool
        case 'gpuq|top'
            echo top
        case 'gpuq|compute-resource'
            echo compute-resource
        case 'gpuq|compute-resources'
            echo compute-resource
        case 'gpuq|profile'
            echo profile
        case 'gpuq|profiles'
            echo profile
        case 'gpuq|secret'
            echo secret
        case 'gpuq|secrets'
            echo secret
        case 'gpuq|volume'
            echo volume
        case 'gpuq|volumes'
            echo volume
        case 'gpuq|config'
            echo config
        case 'gpuq|login'
            echo login
        case 'gpuq|logout'
            echo logout
        case 'gpuq|whoami'
            echo whoami
        case 'gpuq|doctor'
            echo doctor
        case 'gpuq|version'
            echo version
        case 'gpuq|completion'
            echo completion
        case 'gpuq|__complete'
            echo __complete
        case 'gpuq|__generate-docs'
            echo __generate-docs
        case 'gpuq training|submit'
            echo submit
        case 'gpuq training|list'
            echo list
        case 'gpuq training|describe'
            echo describe
        case 'gpuq training|delete'
            echo delete
        case 'gpuq training|suspend'
            echo suspend
        case 'gpuq training|resume'
            echo resume
        case 'gpuq training|wait'
            echo wait
        case 'gpuq training|logs'
            echo logs
        case 'gpuq training|attach'
            echo attach
        case 'gpuq training|exec'
            echo exec
        case 'gpuq training|bash'
            echo bash
        case 'gpuq training|port-forward'
            echo port-forward
        case 'gpuq training|standard'
            echo standard
        case 'gpuq training|pytorch'
            echo pytorch
        case 'gpuq training|tensorflow'
            echo tensorflow
        case 'gpuq training|tf'
            echo tensorflow
        case 'gpuq training|xgboost'
            echo xgboost
        case 'gpuq training|jax'
            echo jax
        case 'gpuq training|mpi'
            echo mpi
        case 'gpuq training standard|submit'
            echo submit
        case 'gpuq training standard|list'
            echo list
        case 'gpuq training standard|describe'
            echo describe
        case 'gpuq training standard|delete'
            echo delete
        case 'gpuq training standard|suspend'
            echo suspend
        case 'gpuq training standard|resume'
            echo resume
        case 'gpuq training standard|wait'
            echo wait
        case 'gpuq training standard|logs'
            echo logs
        case 'gpuq training standard|attach'
            echo attach
        case 'gpuq training standard|exec'
            echo exec
        case 'gpuq training standard|bash'
            echo bash
        case 'gpuq training standard|port-forward'
            echo port-forward
        case 'gpuq training pytorch|submit'
            echo submit
        case 'gpuq training pytorch|list'
            echo list
        case 'gpuq training pytorch|describe'
            echo describe
        case 'gpuq training pytorch|delete'
            echo delete
        case 'gpuq training pytorch|suspend'
            echo suspend
        case 'gpuq training pytorch|resume'
            echo resume
        case 'gpuq training pytorch|wait'
            echo wait
        case 'gpuq training pytorch|logs'
            echo logs
        case 'gpuq training pytorch|attach'
            echo attach
        case 'gpuq training pytorch|exec'
            echo exec
        case 'gpuq training pytorch|bash'
            echo bash
        case 'gpuq training pytorch|port-forward'
            echo port-forward
        case 'gpuq training tensorflow|submit'
            echo submit
        case 'gpuq training tensorflow|list'
            echo list
        case 'gpuq training tensorflow|describe'
            echo describe
        case 'gpuq training tensorflow|delete'
            echo delete
        case 'gpuq training tensorflow|suspend'
            echo suspend
        case 'gpuq training tensorflow|resume'
            echo resume
        case 'gpuq training tensorflow|wait'
            echo wait
        case 'gpuq training tensorflow|logs'
            echo logs
        case 'gpuq training tensorflow|attach'
            echo attach
        case 'gpuq training tensorflow|exec'
            echo exec
        case 'gpuq training tensorflow|bash'
            echo bash
        case 'gpuq training tensorflow|port-forward'
            echo port-forward
        case 'gpuq training xgboost|submit'
            echo submit
        case 'gpuq training xgboost|list'
            echo list
        case 'gpuq training xgboost|describe'
            echo describe
        case 'gpuq training xgboost|delete'
            echo delete
        case 'gpuq training xgboost|suspend'
            echo suspend
        case 'gpuq training xgboost|resume'
            echo resume
        case 'gpuq training xgboost|wait'
            echo wait
        case 'gpuq training xgboost|logs'
            echo logs
        case 'gpuq training xgboost|attach'
            echo attach
        case 'gpuq training xgboost|exec'
            echo exec
        case 'gpuq training xgboost|bash'
            echo bash
        case 'gpuq training xgboost|port-forward'
            echo port-forward
        case 'gpuq training jax|submit'
            echo submit
        case 'gpuq training jax|list'
            echo list
        case 'gpuq training jax|describe'
            echo describe
        case 'gpuq training jax|delete'
            echo delete
        case 'gpuq training jax|suspend'
            echo suspend
        case 'gpuq training jax|resume'
            echo resume
        case 'gpuq training jax|wait'
            echo wait
        case 'gpuq training jax|logs'
            echo logs
        case 'gpuq training jax|attach'
            echo attach
        case 'gpuq training jax|exec'
            echo exec
        case 'gpuq training jax|bash'
            echo bash
        case 'gpuq training jax|port-forward'
            echo port-forward
        case 'gpuq training mpi|submit'
            echo submit
        case 'gpuq training mpi|list'
            echo list
        case 'gpuq training mpi|describe'
            echo describe
        case 'gpuq training mpi|delete'
            echo delete
        case 'gpuq training mpi|suspend'
            echo suspend
        case 'gpuq training mpi|resume'
            echo resume
        case 'gpuq training mpi|wait'
            echo wait
        case 'gpuq training mpi|logs'
            echo logs
        case 'gpuq training mpi|attach'
            echo attach
        case 'gpuq training mpi|exec'
            echo exec
        case 'gpuq training mpi|bash'
            echo bash
        case 'gpuq training mpi|port-forward'
            echo port-forward
        case 'gpuq workspace|submit'
            echo submit
        case 'gpuq workspace|list'
            echo list
        case 'gpuq workspace|describe'
            echo describe
        case 'gpuq workspace|delete'
            echo delete
        case 'gpuq workspace|suspend'
            echo suspend
        case 'gpuq workspace|resume'
            echo resume
        case 'gpuq workspace|wait'
            echo wait
        case 'gpuq workspace|logs'
            echo logs
        case 'gpuq workspace|attach'
            echo attach
        case 'gpuq workspace|exec'
            echo exec
        case 'gpuq workspace|bash'
            echo bash
        case 'gpuq workspace|port-forward'
            echo port-forward
        case 'gpuq inference|submit'
            echo submit
        case 'gpuq inference|list'
            echo list
        case 'gpuq inference|describe'
            echo describe
        case 'gpuq inference|delete'
            echo delete
        case 'gpuq inference|suspend'
            echo suspend
        case 'gpuq inference|resume'
            echo resume
        case 'gpuq inference|wait'
            echo wait
        case 'gpuq inference|logs'
            echo logs
        case 'gpuq inference|attach'
            echo attach
        case 'gpuq inference|exec'
            echo exec
        case 'gpuq inference|bash'
            echo bash
        case 'gpuq inference|port-forward'
            echo port-forward
        case 'gpuq inference|update'
            echo update
        case 'gpuq workload|list'
            echo list
        case 'gpuq workload|describe'
            echo describe
        case 'gpuq workload|delete'
            echo delete
        case 'gpuq workload|suspend'
            echo suspend
        case 'gpuq workload|resume'
            echo resume
        case 'gpuq workload|wait'
            echo wait
        case 'gpuq workload|logs'
            echo logs
        case 'gpuq workload|attach'
            echo attach
        case 'gpuq workload|exec'
            echo exec
        case 'gpuq workload|bash'
            echo bash
        case 'gpuq workload|port-forward'
            echo port-forward
        case 'gpuq pytorch|submit'
            echo submit
        case 'gpuq pytorch|list'
            echo list
        case 'gpuq pytorch|describe'
            echo describe
        case 'gpuq pytorch|delete'
            echo delete
        case 'gpuq pytorch|suspend'
            echo suspend
        case 'gpuq pytorch|resume'
            echo resume
        case 'gpuq pytorch|wait'
            echo wait
        case 'gpuq pytorch|logs'
            echo logs
        case 'gpuq pytorch|attach'
            echo attach
        case 'gpuq pytorch|exec'
            echo exec
        case 'gpuq pytorch|bash'
            echo bash
        case 'gpuq pytorch|port-forward'
            echo port-forward
        case 'gpuq tensorflow|submit'
            echo submit
        case 'gpuq tensorflow|list'
            echo list
        case 'gpuq tensorflow|describe'
            echo describe
        case 'gpuq tensorflow|delete'
            echo delete
        case 'gpuq tensorflow|suspend'
            echo suspend
        case 'gpuq tensorflow|resume'
            echo resume
        case 'gpuq tensorflow|wait'
            echo wait
        case 'gpuq tensorflow|logs'
            echo logs
        case 'gpuq tensorflow|attach'
            echo attach
        case 'gpuq tensorflow|exec'
            echo exec
        case 'gpuq tensorflow|bash'
            echo bash
        case 'gpuq tensorflow|port-forward'
            echo port-forward
        case 'gpuq xgboost|submit'
            echo submit
        case 'gpuq xgboost|list'
            echo list
        case 'gpuq xgboost|describe'
            echo describe
        case 'gpuq xgboost|delete'
            echo delete
        case 'gpuq xgboost|suspend'
            echo suspend
        case 'gpuq xgboost|resume'
            echo resume
        case 'gpuq xgboost|wait'
            echo wait
        case 'gpuq xgboost|logs'
            echo logs
        case 'gpuq xgboost|attach'
            echo attach
        case 'gpuq xgboost|exec'
            echo exec
        case 'gpuq xgboost|bash'
            echo bash
        case 'gpuq xgboost|port-forward'
            echo port-forward
        case 'gpuq mpi|submit'
            echo submit
        case 'gpuq mpi|list'
            echo list
        case 'gpuq mpi|describe'
            echo describe
        case 'gpuq mpi|delete'
            echo delete
        case 'gpuq mpi|suspend'
            echo suspend
        case 'gpuq mpi|resume'
            echo resume
        case 'gpuq mpi|wait'
            echo wait
        case 'gpuq mpi|logs'
            echo logs
        case 'gpuq mpi|attach'
            echo attach
        case 'gpuq mpi|exec'
            echo exec
        case 'gpuq mpi|bash'
            echo bash
        case 'gpuq mpi|port-forward'
            echo port-forward
        case 'gpuq submit-dist|pytorch'
            echo pytorch
        case 'gpuq submit-dist|tf'
            echo tf
        case 'gpuq submit-dist|tensorflow'
            echo tf
        case 'gpuq submit-dist|xgboost'
            echo xgboost
        case 'gpuq submit-dist|mpi'
            echo mpi
        case 'gpuq list|jobs'
            echo jobs
        case 'gpuq list|job'
            echo jobs
        case 'gpuq list|nodes'
            echo nodes
        case 'gpuq list|node'
            echo nodes
        case 'gpuq list|projects'
            echo projects
        case 'gpuq list|project'
            echo projects
        case 'gpuq describe|job'
            echo job
        case 'gpuq describe|jobs'
            echo job
        case 'gpuq describe|node'
            echo node
        case 'gpuq describe|nodes'
            echo node
        case 'gpuq daemon|token'
            echo token
        case 'gpuq daemon token|create'
            echo create
        case 'gpuq daemon token|list'
            echo list
        case 'gpuq daemon token|revoke'
            echo revoke
        case 'gpuq project|list'
            echo list
        case 'gpuq project|ls'
            echo list
        case 'gpuq project|describe'
            echo describe
        case 'gpuq project|create'
            echo create
        case 'gpuq project|update'
            echo update
        case 'gpuq project|delete'
            echo delete
        case 'gpuq project|set'
            echo set
        case 'gpuq department|list'
            echo list
        case 'gpuq department|ls'
            echo list
        case 'gpuq department|describe'
            echo describe
        case 'gpuq department|create'
            echo create
        case 'gpuq department|update'
            echo update
        case 'gpuq department|delete'
            echo delete
        case 'gpuq node|list'
            echo list
        case 'gpuq node|ls'
            echo list
        case 'gpuq node|describe'
            echo describe
        case 'gpuq nodepool|list'
            echo list
        case 'gpuq nodepool|ls'
            echo list
        case 'gpuq nodepool|update'
            echo update
        case 'gpuq top|job'
            echo job
        case 'gpuq top|jobs'
            echo job
        case 'gpuq top|node'
            echo node
        case 'gpuq top|nodes'
            echo node
        case 'gpuq compute-resource|create'
            echo create
        case 'gpuq compute-resource|list'
            echo list
        case 'gpuq compute-resource|describe'
            echo describe
        case 'gpuq compute-resource|rename'
            echo rename
        case 'gpuq compute-resource|delete'
            echo delete
        case 'gpuq profile|list'
            echo list
        case 'gpuq profile|describe'
            echo describe
        case 'gpuq profile|use'
            echo use
        case 'gpuq secret|create'
            echo create
        case 'gpuq secret|list'
            echo list
        case 'gpuq secret|delete'
            echo delete
        case 'gpuq volume|list'
            echo list
        case 'gpuq volume|describe'
            echo describe
        case 'gpuq volume|delete'
            echo delete
        case 'gpuq config|view'
            echo view
        case 'gpuq config|get-contexts'
            echo get-contexts
        case 'gpuq config|set-context'
            echo set-context
        case 'gpuq config|use-context'
            echo use-context
        case 'gpuq config|project'
            echo project
    end
end

# The command the words typed so far reach ("gpuq project create"), cached
# for the line being completed.
function __gpuq_at
    set -l words (commandline -opc)
    set -l line "$words"
    if test "$line" = "$__gpuq_line"
        echo $__gpuq_at_cached
        return
    end
    set -l at gpuq
    set -l pending 0
    set -l n 0
    for w in $words[2..-1]
        if test $pending = 1
            set pending 0
            continue
        end
        if test "$w" = --
            break
        end
        if string match -q -- '-*' $w
            if contains -- "$at|$w" $__gpuq_value_flags
                set pending 1
            end
            continue
        end
        set -l next (__gpuq_canon "$at|$w")
        if test $n = 0 -a -n "$next"
            set at "$at $next"
        else
            set n (math $n + 1)
        end
    end
    set -g __gpuq_line $line
    set -g __gpuq_at_cached $at
    echo $at
end

function __gpuq_is
    test (__gpuq_at) = "$argv[1]"
end

# Names the daemon knows, asked with the --context/--server/-p typed so far.
function __gpuq_live
    set -l words (commandline -opc)
    set -l conn
    set -l i 2
    while test $i -lt (count $words)
        switch $words[$i]
            case --context --server -p --project
                set conn $conn $words[$i] $words[(math $i + 1)]
        end
        set i (math $i + 1)
    end
    $words[1] __complete $argv[1] $conn 2>/dev/null
end

complete -c gpuq -f

complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'submit' -d 'Submit a workload (runai v1 style): a training, or with --interactive a workspace'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'training' -d 'Trainings: preemptible batch work that may run above quota'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'workspace' -d 'Workspaces: interactive work, within quota unless --preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'inference' -d 'Inference: serving, never preempted, within quota'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'workload' -d 'List, describe, delete, suspend, resume, wait for, read the logs of and get into workloads of every type'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'pytorch' -d 'Distributed PyTorch trainings: a master and workers started together'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'tensorflow' -d 'Distributed TF trainings: a master and workers started together'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'xgboost' -d 'Distributed XGBoost trainings: a master and workers started together'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'mpi' -d 'Distributed MPI trainings: not yet (no mpirun launcher here); refused at submit'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'submit-dist' -d 'Submit a distributed training (runai v1: submit-dist pytorch|tf|xgboost|mpi)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'list' -d 'List jobs, nodes or projects (runai v1; jobs by default)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'describe' -d 'Show a job or a node (runai v1)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'delete' -d 'Delete workloads (runai v1; as gpuq workload delete)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'suspend' -d 'Stop workloads and keep them (runai v1; as gpuq workload suspend)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'resume' -d 'Queue suspended workloads again (runai v1; as gpuq workload resume)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'simulate' -d 'Run scenario files through the placement core (no daemon) and print decisions'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'daemon' -d 'Run the scheduler daemon in the foreground (GPUs, projects, workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'project' -d 'Projects: who may use how many GPUs (quota, limit, over-quota weight)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'department' -d 'Departments: groups of projects whose quota caps theirs'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'node' -d 'The machine\'s nodes and their GPUs'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'nodepool' -d 'Node pools: groups of nodes with own quotas'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'top' -d 'Who uses the GPUs now'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'compute-resource' -d 'Compute resources: named templates of what each pod needs'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'profile' -d 'Hardware profiles the administrators define'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'secret' -d 'A project\'s secrets, for run specs'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'volume' -d 'A project\'s volumes, kept across runs'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'config' -d 'Client contexts: which daemon to talk to, the token, default project'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'login' -d 'Check a token against the daemon and store it in a context'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'logout' -d 'Forget the token stored in a context'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'whoami' -d 'Who the daemon takes you to be, and the projects you may submit to'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'doctor' -d 'Check this machine\'s gpuq set-up: each line a check, and a fix for what fails'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'version' -d 'Show the client\'s and the daemon\'s versions'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -a 'completion' -d 'Print a shell completion script'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -s g -l gpu -d 'GPUs: a whole number, or below 1 a portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l gpu-memory -d 'GPU memory of one GPU (4G, 20Gi, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l mig-profile -l mig -d 'A MIG instance (1g.10gb, 3g.40gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l cpu -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l cpu-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l memory -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l interactive -d 'An interactive workload (a workspace)'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l preemptible -d 'May be scheduled above quota and reclaimed at any time (=false: never)'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -s e -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l name-prefix -l job-name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l ttl-after-finish -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l pvc -d 'NAME:PATH[:ro]: a volume of the project (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -s v -l volume -d 'SRC:DST[:ro|:rw]: a host directory at DST, read-only unless :rw (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'submit' -d 'Submit a training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'standard' -d 'The same verbs, as runai v2 spells them (gpuq training standard submit ...)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'pytorch' -d 'Distributed PyTorch trainings: a master and workers started together'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'tensorflow' -d 'Distributed TF trainings: a master and workers started together'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'xgboost' -d 'Distributed XGBoost trainings: a master and workers started together'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'jax' -d 'Distributed JAX trainings: a master and workers started together'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -a 'mpi' -d 'Distributed MPI trainings: not yet (no mpirun launcher here); refused at submit'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq training delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq training delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq training wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'submit' -d 'Submit a training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq training standard delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq training standard wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training standard port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'submit' -d 'Submit a distributed PyTorch training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training pytorch port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'submit' -d 'Submit a distributed TF training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training tensorflow port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'submit' -d 'Submit a distributed XGBoost training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training xgboost port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'submit' -d 'Submit a distributed JAX training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq training jax delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq training jax wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training jax port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'submit' -d 'Submit a distributed MPI training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq training mpi port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'submit' -d 'Submit a workspace (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq workspace delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq workspace wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workspace port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'submit' -d 'Submit an inference (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -a 'update' -d 'Change an inference\'s image, command, environment or compute (pods restart)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l attach -d 'Wait until the workload runs, then follow its log'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq inference delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq inference delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq inference wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -s e -l environment-variable -d 'NAME=VALUE: set (or change) one variable; the others are kept (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l gpu-portion-limit -d 'The portion a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l allow-pending -d 'Update it even if no node could hold what it asks for (it then waits)'
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq inference update\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l type -d 'Only this type: training, workspace or inference' -x -a 'training workspace inference'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload describe\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq workload delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq workload delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload delete\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload suspend\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload resume\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq workload wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload wait\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -l type -d 'The workload\'s type: training, workspace or inference' -x -a 'training workspace inference'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq workload port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -l type -d 'The workload\'s type: training, workspace or inference' -x -a 'training workspace inference'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq logs\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq attach\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq exec\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq bash\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq port-forward\'' -x -a '(__gpuq_live workloads)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'submit' -d 'Submit a distributed PyTorch training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq pytorch port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq pytorch port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'submit' -d 'Submit a distributed TF training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq tensorflow port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'submit' -d 'Submit a distributed XGBoost training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq xgboost port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq xgboost port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'submit' -d 'Submit a distributed MPI training (runai v2 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'list' -d 'List workloads as a table, JSON or YAML'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'describe' -d 'Show a workload: pods, devices, resources, why it waits, events'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'delete' -d 'Delete workloads (their pods are stopped)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'suspend' -d 'Stop workloads and keep them (resume runs them again)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'resume' -d 'Queue suspended workloads again'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'wait' -d 'Wait until workloads run, complete or are deleted (as kubectl wait)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'logs' -d 'Print the log of a workload\'s pods'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'attach' -d 'Attach to the main process of a running pod: its output, stdin and terminal'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'exec' -d 'Run a command in a running pod'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'bash' -d 'Open a bash shell in a running pod (exec -i -t NAME -- bash)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -a 'port-forward' -d 'Forward local ports to a running pod\'s ports (until Ctrl-C)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s f -l file -d 'A workload spec in YAML or JSON (a whole body with spec, or the spec); flags override it' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s c -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s e -l environment-variable -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s g -l gpu-devices-request -d 'GPU devices per pod (below 1: a portion)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l gpu-portion-request -d 'A portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l gpu-portion-limit -d 'The portion a pod may grow to (at least the request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l gpu-memory-request -d 'GPU memory of one GPU (4G, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l gpu-memory-limit -d 'GPU memory a pod may grow to' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l gpu-request-type -d 'portion, memory or migProfile' -x -a 'portion memory migProfile'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l mig-profile -d 'A MIG instance (1g.10gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l cpu-core-request -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l cpu-core-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l cpu-memory-request -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l cpu-memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l extended-resource -d 'An extended resource NAME=QUANTITY (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l compute -d 'A compute resource (gpuq compute-resource list)' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l profile -d 'A hardware profile (default: the context\'s)' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l priority -d 'very-low, low, medium-low, medium, medium-high, high, very-high (or train, build, interactive-preemptible, inference)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l preemptibility -d 'preemptible or non-preemptible' -x -a 'preemptible non-preemptible'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l preemptible -d 'Same as --preemptibility preemptible (=false: non-preemptible)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l termination-grace-period -d 'Time between SIGTERM and SIGKILL on eviction (30s, 5m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l runs -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l label -d 'A label NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l annotation -d 'An annotation NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l run-as-uid -d 'Run the pods as this user id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l run-as-gid -d 'Run the pods as this group id (administrators)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l auto-deletion-time-after-completion -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi submit\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq mpi delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi wait\'' -l for -d 'running, completion or deletion (default: completion)' -x -a 'running completion deletion'
complete -c gpuq -n '__gpuq_is \'gpuq mpi wait\'' -l timeout -d 'Give up after this long: 90s, 10m, 2h (default: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi wait\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi wait\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi wait\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi wait\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi wait\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -s f -l follow -d 'Go on printing until the workload ends (exit 1 if it is deleted meanwhile)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -s t -l tail -d 'Only the last N lines (-1: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -l pod -d 'Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -l timestamps -d 'Start each line with the time gpuq read it (UTC; the daemon keeps no times)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi logs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi attach\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi attach\'' -l no-stdin -d 'Do not send this terminal\'s input to the pod'
complete -c gpuq -n '__gpuq_is \'gpuq mpi attach\'' -l no-tty -d 'Do not use the pod\'s terminal from here'
complete -c gpuq -n '__gpuq_is \'gpuq mpi attach\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi attach\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi attach\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi attach\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi attach\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi exec\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi exec\'' -s i -l stdin -d 'Send this terminal\'s input to the command'
complete -c gpuq -n '__gpuq_is \'gpuq mpi exec\'' -s t -l tty -d 'Run the command on a terminal (with -i: interactive)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi exec\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi exec\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi exec\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi exec\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi exec\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi bash\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi bash\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi bash\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi bash\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi bash\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi bash\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq mpi port-forward\'' -l port -d 'LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the flag' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi port-forward\'' -l address -d 'The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to others)' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi port-forward\'' -l pod -d 'The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first' -x
complete -c gpuq -n '__gpuq_is \'gpuq mpi port-forward\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq mpi port-forward\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi port-forward\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi port-forward\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq mpi port-forward\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -a 'pytorch' -d 'Submit a distributed PyTorch training (runai v1 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -a 'tf' -d 'Submit a distributed TF training (runai v1 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -a 'xgboost' -d 'Submit a distributed XGBoost training (runai v1 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -a 'mpi' -d 'Submit a distributed MPI training (runai v1 flags)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -s g -l gpu -d 'GPUs: a whole number, or below 1 a portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l gpu-memory -d 'GPU memory of one GPU (4G, 20Gi, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l mig-profile -l mig -d 'A MIG instance (1g.10gb, 3g.40gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l cpu -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l cpu-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l memory -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l interactive -d 'An interactive workload (a workspace)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l preemptible -d 'May be scheduled above quota and reclaimed at any time (=false: never)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -s e -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l name-prefix -l job-name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l ttl-after-finish -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l pvc -d 'NAME:PATH[:ro]: a volume of the project (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -s v -l volume -d 'SRC:DST[:ro|:rw]: a host directory at DST, read-only unless :rw (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist pytorch\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -s g -l gpu -d 'GPUs: a whole number, or below 1 a portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l gpu-memory -d 'GPU memory of one GPU (4G, 20Gi, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l mig-profile -l mig -d 'A MIG instance (1g.10gb, 3g.40gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l cpu -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l cpu-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l memory -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l interactive -d 'An interactive workload (a workspace)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l preemptible -d 'May be scheduled above quota and reclaimed at any time (=false: never)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -s e -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l name-prefix -l job-name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l ttl-after-finish -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l pvc -d 'NAME:PATH[:ro]: a volume of the project (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -s v -l volume -d 'SRC:DST[:ro|:rw]: a host directory at DST, read-only unless :rw (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist tf\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -s g -l gpu -d 'GPUs: a whole number, or below 1 a portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l gpu-memory -d 'GPU memory of one GPU (4G, 20Gi, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l mig-profile -l mig -d 'A MIG instance (1g.10gb, 3g.40gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l cpu -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l cpu-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l memory -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l interactive -d 'An interactive workload (a workspace)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l preemptible -d 'May be scheduled above quota and reclaimed at any time (=false: never)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -s e -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l name-prefix -l job-name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l ttl-after-finish -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l pvc -d 'NAME:PATH[:ro]: a volume of the project (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -s v -l volume -d 'SRC:DST[:ro|:rw]: a host directory at DST, read-only unless :rw (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist xgboost\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l name -d 'The workload\'s name (instead of NAME)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -s g -l gpu -d 'GPUs: a whole number, or below 1 a portion of one GPU (0.5)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l gpu-memory -d 'GPU memory of one GPU (4G, 20Gi, or 50%)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l mig-profile -l mig -d 'A MIG instance (1g.10gb, 3g.40gb)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l cpu -d 'CPU cores requested (0.5, 2, 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l cpu-limit -d 'CPU cores at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l memory -d 'Memory requested (1G, 512Mi)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l memory-limit -d 'Memory at most' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l interactive -d 'An interactive workload (a workspace)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l preemptible -d 'May be scheduled above quota and reclaimed at any time (=false: never)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -s e -l environment -d 'An environment variable NAME=VALUE (repeat the flag)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l export -d 'The environment pods get from this shell: ALL (default), NONE, or NAME,NAME=VALUE,... (only those; add ALL to keep the rest)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l working-dir -d 'The directory the command starts in' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l node-pools -d 'Node pools in order of preference (a,b)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -s i -l image -d 'A container image (recorded; pods run on the host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l command -d 'The words after -- are the command (always so here: there is no image entrypoint)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l backoff-limit -d 'Retries of a failed pod (default 6)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l completions -d 'Successful pods needed to complete' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l parallelism -d 'Pods run at once' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l name-prefix -l job-name-prefix -d 'Name the workload PREFIX-xxxxx' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l attach -d 'Wait until the workload runs, then attach to it (implies --stdin and --tty, and --backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l stdin -d 'Keep the process\'s stdin open, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -s t -l tty -d 'Run the process on a pseudo-terminal, for gpuq attach'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l wait -d 'Wait until it runs (or ran and failed) or ends, showing each phase'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l allow-pending -d 'Queue it even if no node here could ever hold one of its pods'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l wait-for -d 'Block until running or completion, as \'workload wait\' (exit 1 if it fails)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l node-type -d 'A node type label to run on (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l toleration -d 'operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the flag; a Kubernetes backend only, no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l image-pull-policy -d 'Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l template -d 'A Run:ai template (recorded for Kubernetes; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l ttl-after-finish -d 'Delete the workload this long after it ends (90s, 10m, 2h)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l port -d 'Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD[,external=HOST] (repeat); the pod listens on $PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -s s -l service-type -d 'How ports are reached: nodeport, loadbalancer, portforward, ingress (recorded; here every port is a port of this host)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l external-url -d 'container=POD,url=URL: an ingress URL for a port (recorded; no effect here)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l existing-pvc -d 'claimname=NAME,path=PATH[,readonly]: a volume of the project that exists (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l new-pvc -d 'claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l host-path -d 'path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless readwrite (repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l pvc -d 'NAME:PATH[:ro]: a volume of the project (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -s v -l volume -d 'SRC:DST[:ro|:rw]: a host directory at DST, read-only unless :rw (runai v1; repeat)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l workers -d 'Workers besides the master (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l no-master -d 'No master pod: the workers alone'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l min-replicas -d 'Elastic: start once this many workers fit (default: all of them)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l max-replicas -d 'Elastic: at most this many workers (recorded)' -x
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq submit-dist mpi\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -a 'jobs' -d 'List workloads (as gpuq workload list)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -a 'nodes' -d 'List nodes (as gpuq node list)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -a 'projects' -d 'List projects (as gpuq project list)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l type -d 'Only this type: training, workspace or inference' -x -a 'training workspace inference'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l type -d 'Only this type: training, workspace or inference' -x -a 'training workspace inference'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq list jobs\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l type -d 'Only this type: training, workspace or inference' -x -a 'training workspace inference'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq list nodes\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -s A -l all -l all-projects -d 'Workloads of every project'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l status -d 'Only workloads in these phases, comma separated (Pending,Running)' -x -a 'Pending Initializing Running Releasing Stopped Completed Failed Deleting'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l type -d 'Only this type: training, workspace or inference' -x -a 'training workspace inference'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l columns -d 'Columns to show, comma separated (Workload,Status,Node,...)' -x
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l limit -l max-items -d 'At most this many workloads (default: all)' -x
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l offset -d 'Skip this many workloads first' -x
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -s w -l watch -d 'List again every 2 seconds until interrupted'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq list projects\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq describe\'' -a 'job' -d 'Show a workload (as gpuq workload describe)'
complete -c gpuq -n '__gpuq_is \'gpuq describe\'' -a 'node' -d 'Show a node (as gpuq node describe)'
complete -c gpuq -n '__gpuq_is \'gpuq describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -l event-limit -d 'The newest events shown in the table (default 50; -1: all the daemon keeps, at most 1000)' -x
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq describe job\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq describe node\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq delete\'' -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c gpuq -n '__gpuq_is \'gpuq delete\'' -l force -d 'Kill the pods now (SIGKILL, no grace period); administrators only'
complete -c gpuq -n '__gpuq_is \'gpuq delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq suspend\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq suspend\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq suspend\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq suspend\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq suspend\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq resume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq resume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq resume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq resume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq resume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -s o -l output -d 'Output format: table (default), json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l cycles -d 'Cycles to run for a file with neither expect nor steps (default 1)' -x
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l check -d 'Compare with the files\' expectations; exit 1 on any mismatch'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l timeline -d 'Write time_s,project,allocated_gpu,fair_share_gpu,usage_gpu to this CSV file, a row per project per cycle of the file\'s run steps (one FILE)' -x
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq simulate\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -a 'token' -d 'Bearer tokens for the TCP listener (administrators)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l state-dir -d 'Where the database and pod logs live; one daemon at a time (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l socket -d 'Unix socket of the API (default: /run/gpuq/gpuq.sock for root, $XDG_RUNTIME_DIR/gpuq.sock otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l backend -d 'What runs the workloads: local (this machine\'s GPUs; the default) or kubernetes (a cluster scheduled by NVIDIA\'s KAI)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l kubeconfig -d 'The Kubernetes backend\'s kubeconfig (default: KUBECONFIG, ~/.kube/config, then the pod\'s service account)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l context -d 'The kubeconfig context to use (default: its current context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l check-config -d 'Check the configuration, say whether it is valid (exit 0) or what is wrong and where (exit 2), and exit without starting'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -a 'create' -d 'Create a token; its secret is shown once'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -a 'list' -d 'List tokens (never their secrets)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -a 'revoke' -d 'Revoke a token'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l state-dir -d 'Where the database and pod logs live; one daemon at a time (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l socket -d 'Unix socket of the API (default: /run/gpuq/gpuq.sock for root, $XDG_RUNTIME_DIR/gpuq.sock otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l backend -d 'What runs the workloads: local (this machine\'s GPUs; the default) or kubernetes (a cluster scheduled by NVIDIA\'s KAI)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l kubeconfig -d 'The Kubernetes backend\'s kubeconfig (default: KUBECONFIG, ~/.kube/config, then the pod\'s service account)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l context -d 'The kubeconfig context to use (default: its current context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l check-config -d 'Check the configuration, say whether it is valid (exit 0) or what is wrong and where (exit 2), and exit without starting'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l user -d 'The user the token acts as (default: you)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l socket -d 'The daemon\'s socket (default: the local daemon\'s)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l state-dir -d 'Where the database and pod logs live; one daemon at a time (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l backend -d 'What runs the workloads: local (this machine\'s GPUs; the default) or kubernetes (a cluster scheduled by NVIDIA\'s KAI)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l kubeconfig -d 'The Kubernetes backend\'s kubeconfig (default: KUBECONFIG, ~/.kube/config, then the pod\'s service account)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l context -d 'The kubeconfig context to use (default: its current context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l check-config -d 'Check the configuration, say whether it is valid (exit 0) or what is wrong and where (exit 2), and exit without starting'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token create\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l socket -d 'The daemon\'s socket (default: the local daemon\'s)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l state-dir -d 'Where the database and pod logs live; one daemon at a time (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l backend -d 'What runs the workloads: local (this machine\'s GPUs; the default) or kubernetes (a cluster scheduled by NVIDIA\'s KAI)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l kubeconfig -d 'The Kubernetes backend\'s kubeconfig (default: KUBECONFIG, ~/.kube/config, then the pod\'s service account)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l context -d 'The kubeconfig context to use (default: its current context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l check-config -d 'Check the configuration, say whether it is valid (exit 0) or what is wrong and where (exit 2), and exit without starting'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l socket -d 'The daemon\'s socket (default: the local daemon\'s)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l config -d 'Daemon config file (YAML)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l state-dir -d 'Where the database and pod logs live; one daemon at a time (default: /var/lib/gpuq for root, ~/.local/state/gpuq otherwise)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l listen -d 'Also serve TCP with bearer tokens on HOST:PORT' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l gpus -d 'Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l backend -d 'What runs the workloads: local (this machine\'s GPUs; the default) or kubernetes (a cluster scheduled by NVIDIA\'s KAI)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l kubeconfig -d 'The Kubernetes backend\'s kubeconfig (default: KUBECONFIG, ~/.kube/config, then the pod\'s service account)' -x
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l context -d 'The kubeconfig context to use (default: its current context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l check-config -d 'Check the configuration, say whether it is valid (exit 0) or what is wrong and where (exit 2), and exit without starting'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq daemon token revoke\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'list' -d 'List projects with their GPU quota and use'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'describe' -d 'Show a project: quotas, use and fair share per node pool'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'create' -d 'Create a project'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'update' -d 'Change a project (only what the flags say)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'delete' -d 'Delete a project'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -a 'set' -d 'Make a project the default of the current context (for commands without -p)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project describe\'' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l gpu-quota -l deserved-gpus -d 'GPUs guaranteed (deserved), e.g. 2 or 0.5' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l gpu-limit -l max-allowed-gpus -d 'Most GPUs it may hold, over quota included (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l over-quota-weight -l gpu-over-quota-weight -d 'Its weight when GPUs beyond the quotas are shared' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l cpu-quota -l deserved-cpu -d 'CPU cores guaranteed' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l cpu-limit -d 'Most CPU cores (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l memory-quota -l deserved-memory -d 'CPU memory guaranteed, e.g. 64Gi or 500M' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l memory-limit -d 'Most CPU memory (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l node-pool-name -l node-pool -d 'The node pool the quota flags apply to (default: every pool)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l parent -l department -d 'Its department (name or id)' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l members -d 'Users and @groups who may submit to it, comma-separated ("" clears the list, and then everyone may)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l priority -d 'Over-quota priority: higher gets GPUs beyond the quotas first' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l description -d 'Free text' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l preempt-min-runtime -d 'How long a workload runs before a higher priority of its own project may preempt it, e.g. 10m (inherit: the department\'s, then the node pool\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l reclaim-min-runtime -d 'How long a workload runs before another project may reclaim its GPUs, e.g. 1h (inherit: the department\'s, then the node pool\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project create\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l gpu-quota -l deserved-gpus -d 'GPUs guaranteed (deserved), e.g. 2 or 0.5' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l gpu-limit -l max-allowed-gpus -d 'Most GPUs it may hold, over quota included (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l over-quota-weight -l gpu-over-quota-weight -d 'Its weight when GPUs beyond the quotas are shared' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l cpu-quota -l deserved-cpu -d 'CPU cores guaranteed' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l cpu-limit -d 'Most CPU cores (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l memory-quota -l deserved-memory -d 'CPU memory guaranteed, e.g. 64Gi or 500M' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l memory-limit -d 'Most CPU memory (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l node-pool-name -l node-pool -d 'The node pool the quota flags apply to (default: every pool)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l parent -l department -d 'Its department (name or id)' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l members -d 'Users and @groups who may submit to it, comma-separated ("" clears the list, and then everyone may)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l priority -d 'Over-quota priority: higher gets GPUs beyond the quotas first' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l description -d 'Free text' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l preempt-min-runtime -d 'How long a workload runs before a higher priority of its own project may preempt it, e.g. 10m (inherit: the department\'s, then the node pool\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l reclaim-min-runtime -d 'How long a workload runs before another project may reclaim its GPUs, e.g. 1h (inherit: the department\'s, then the node pool\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project update\'' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -s y -l yes -d 'Accepted; an empty project is deleted without asking'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project delete\'' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq project set\'' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'list' -d 'List departments with their GPU quota and use'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'describe' -d 'Show a department: quotas, use and fair share per node pool'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'create' -d 'Create a department'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'update' -d 'Change a department (only what the flags say)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -a 'delete' -d 'Delete a department'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department describe\'' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l gpu-quota -l deserved-gpus -d 'GPUs guaranteed (deserved), e.g. 2 or 0.5' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l gpu-limit -l max-allowed-gpus -d 'Most GPUs it may hold, over quota included (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l over-quota-weight -l gpu-over-quota-weight -d 'Its weight when GPUs beyond the quotas are shared' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l cpu-quota -l deserved-cpu -d 'CPU cores guaranteed' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l cpu-limit -d 'Most CPU cores (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l memory-quota -l deserved-memory -d 'CPU memory guaranteed, e.g. 64Gi or 500M' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l memory-limit -d 'Most CPU memory (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l node-pool-name -l node-pool -d 'The node pool the quota flags apply to (default: every pool)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l priority -d 'Over-quota priority: higher gets GPUs beyond the quotas first' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l description -d 'Free text' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l preempt-min-runtime -d 'How long a workload runs before a higher priority of its own project may preempt it, e.g. 10m (inherit: the department\'s, then the node pool\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l reclaim-min-runtime -d 'How long a workload runs before another project may reclaim its GPUs, e.g. 1h (inherit: the department\'s, then the node pool\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department create\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l gpu-quota -l deserved-gpus -d 'GPUs guaranteed (deserved), e.g. 2 or 0.5' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l gpu-limit -l max-allowed-gpus -d 'Most GPUs it may hold, over quota included (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l over-quota-weight -l gpu-over-quota-weight -d 'Its weight when GPUs beyond the quotas are shared' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l cpu-quota -l deserved-cpu -d 'CPU cores guaranteed' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l cpu-limit -d 'Most CPU cores (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l memory-quota -l deserved-memory -d 'CPU memory guaranteed, e.g. 64Gi or 500M' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l memory-limit -d 'Most CPU memory (-1: no limit)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l node-pool-name -l node-pool -d 'The node pool the quota flags apply to (default: every pool)' -x -a '(__gpuq_live nodepools)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l priority -d 'Over-quota priority: higher gets GPUs beyond the quotas first' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l description -d 'Free text' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l preempt-min-runtime -d 'How long a workload runs before a higher priority of its own project may preempt it, e.g. 10m (inherit: the department\'s, then the node pool\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l reclaim-min-runtime -d 'How long a workload runs before another project may reclaim its GPUs, e.g. 1h (inherit: the department\'s, then the node pool\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department update\'' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -s y -l yes -d 'Accepted; an empty department is deleted without asking'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq department delete\'' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -a 'list' -d 'List nodes: pool, GPUs, allocation, CPU, memory'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -a 'describe' -d 'Show a node: pool, status, CPU, memory, and each GPU\'s holders'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq node\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq node list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq node describe\'' -x -a '(__gpuq_live nodes)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -a 'list' -d 'List node pools: placement, nodes, GPUs'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -a 'update' -d 'Change a node pool\'s minimum guaranteed runtime (administrators)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool update\'' -l min-guaranteed-runtime -d 'How long a workload runs before it may be preempted or reclaimed, unless its project says otherwise, e.g. 1h or 5d8h40m (inherit: the configuration\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq nodepool update\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool update\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool update\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool update\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq nodepool update\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -a 'job' -d 'Running workloads of every project: node, GPUs held, user, age'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -a 'node' -d 'Per GPU: who holds it (project, workload, pod), which portion, memory in use'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq top\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq top job\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq top node\'' -x -a '(__gpuq_live nodes)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -a 'create' -d 'Create a compute resource'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -a 'list' -d 'List compute resources'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -a 'describe' -d 'Show a compute resource'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -a 'rename' -d 'Rename a compute resource'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -a 'delete' -d 'Delete a compute resource (refused while in use)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l scope -d 'cluster, department or project' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l department -d 'The department of a department scope' -x -a '(__gpuq_live departments)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l description -d 'What it is for' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l gpu-devices -d 'GPU devices per pod (0 = no GPU)' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l gpu-memory-request -d 'GPU memory per device: 50% of a device, or 20G, 2000M' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l gpu-memory-limit -d 'GPU memory limit per device (a % with a % request)' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l mig-profile -d 'A MIG profile, e.g. 1g.10gb' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l cpu-core-request -d 'CPU cores (0.5 or 500m)' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l cpu-core-limit -d 'CPU cores limit (none: unlimited)' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l cpu-memory-request -d 'CPU memory (2G, 500M)' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l cpu-memory-limit -d 'CPU memory limit' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l large-shm -d 'A large /dev/shm'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l extended-resource -d 'NAME=QUANTITY (repeatable)' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l from -d 'Copy this compute resource, then apply the flags' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource create\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l filter -d 'FIELD OP VALUE, e.g. name=@gpu (repeatable)' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l search -d 'Text in the name, description or creator' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l sort -d 'A field to sort by; -field for descending' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l columns -d 'Columns to show, comma-separated' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource describe\'' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource rename\'' -l description -d 'A new description' -x
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource rename\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource rename\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource rename\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource rename\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource rename\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource rename\'' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq compute-resource delete\'' -x -a '(__gpuq_live compute-resources)'
complete -c gpuq -n '__gpuq_is \'gpuq profile\'' -a 'list' -d 'List the hardware profiles'
complete -c gpuq -n '__gpuq_is \'gpuq profile\'' -a 'describe' -d 'Show a hardware profile'
complete -c gpuq -n '__gpuq_is \'gpuq profile\'' -a 'use' -d 'Submit with this profile by default (in the context)'
complete -c gpuq -n '__gpuq_is \'gpuq profile\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq profile\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq profile\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq profile\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq profile\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq profile list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq profile describe\'' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq profile use\'' -l clear -d 'Remove the default profile'
complete -c gpuq -n '__gpuq_is \'gpuq profile use\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq profile use\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq profile use\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq profile use\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq profile use\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq profile use\'' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq secret\'' -a 'create' -d 'Store a secret (or replace its value)'
complete -c gpuq -n '__gpuq_is \'gpuq secret\'' -a 'list' -d 'List secrets (names only, never values)'
complete -c gpuq -n '__gpuq_is \'gpuq secret\'' -a 'delete' -d 'Delete a secret'
complete -c gpuq -n '__gpuq_is \'gpuq secret\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq secret\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq secret\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq secret\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq secret\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq secret create\'' -l from-file -d 'Read the value from this file' -x
complete -c gpuq -n '__gpuq_is \'gpuq secret create\'' -l value -d 'The value (shows in shell history; prefer stdin)' -x
complete -c gpuq -n '__gpuq_is \'gpuq secret create\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq secret create\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq secret create\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq secret create\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq secret create\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -s A -l all-projects -d 'Every project\'s'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq secret list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq secret delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq secret delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq secret delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq secret delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq secret delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq volume\'' -a 'list' -d 'List volumes'
complete -c gpuq -n '__gpuq_is \'gpuq volume\'' -a 'describe' -d 'Show a volume: size asked for, bytes used, the workloads using it'
complete -c gpuq -n '__gpuq_is \'gpuq volume\'' -a 'delete' -d 'Delete a volume and its files (refused while in use)'
complete -c gpuq -n '__gpuq_is \'gpuq volume\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq volume\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq volume\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq volume\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq volume\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -s A -l all-projects -d 'Every project\'s'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -l no-headers -d 'Leave out the header row'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq volume list\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq volume describe\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq volume delete\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq volume delete\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq volume delete\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq volume delete\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq volume delete\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'view' -d 'Show the context in use, where it comes from, and all'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'get-contexts' -d 'List the contexts'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'set-context' -d 'Create or change a context (only the fields given change)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'use-context' -d 'Make a context the current one'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -a 'project' -d 'Make a project the default of the current context (runai v1; = project set)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config view\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l no-headers -d 'Print the table without its header row'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config get-contexts\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l server -d 'unix:///path/to/socket, http://host:port or https://host:port ("": the local daemon)' -x
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l token-file -d 'A file holding the bearer token' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -s p -l project -d 'Default project' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l profile -d 'Default hardware profile' -x -a '(__gpuq_live profiles)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l insecure -d 'https without checking the server\'s certificate (--insecure=false: check it again)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config set-context\'' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq config use-context\'' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config project\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq config project\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq config project\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq config project\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq config project\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -l token-file -d 'A file holding the token (from: gpuq daemon token create)' -r -F
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -l server -d 'The daemon: https://host:port (default: the context\'s)' -x
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -l context -d 'The context to store it in (default: the current)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq login\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq logout\'' -l context -d 'The context (default: the current)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq logout\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq logout\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq logout\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq logout\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq whoami\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq doctor\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l json -d 'Print JSON (as -o json)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l yaml -d 'Print YAML (as -o yaml)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l table -d 'Print a table (the default)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -s o -l output -d 'Output format: table, json or yaml' -x -a 'table json yaml'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq version\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -l version -d 'Display program version information and exit'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -s p -l project -d 'The project to act on (default: GPUQ_PROJECT, then the context\'s)' -x -a '(__gpuq_live projects)'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -l context -d 'The client context to use (default: GPUQ_CONTEXT, then current-context)' -x -a '(__gpuq_live contexts)'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -s q -l quiet -d 'Print only what scripts need (names, ids)'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -s v -l verbose -d 'Show requests and timings on stderr'
complete -c gpuq -n '__gpuq_is \'gpuq completion\'' -x -a 'bash zsh fish'
